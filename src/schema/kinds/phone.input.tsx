import { lazy, Suspense } from 'react';
import type { PhoneField } from '../types';
import { InputPlaceholder } from './InputPlaceholder';
import type { KindInputProps } from './kind';

const PhoneInput = lazy(() => import('../views/PhoneInput'));

export const PhoneKindInput = ({ name, field, label, required, disabled }: KindInputProps<PhoneField>) => (
    <Suspense fallback={<InputPlaceholder />}>
        <PhoneInput
            source={name}
            label={label}
            required={required}
            disabled={disabled}
            defaultCountry={field.defaultCountry}
        />
    </Suspense>
);
