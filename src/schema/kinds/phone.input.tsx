import { lazy, Suspense } from 'react';
import type { PhoneField } from '../../shared/types';
import { InputPlaceholder } from './InputPlaceholder';
import type { KindInputProps } from '../../shared/kinds/kind';

const PhoneInput = lazy(() => import('../views/PhoneInput'));

export const PhoneKindInput = ({ name, field, label, required, disabled }: KindInputProps<PhoneField>) => (
    <Suspense fallback={<InputPlaceholder shape="field" />}>
        <PhoneInput
            source={name}
            label={label}
            required={required}
            disabled={disabled}
            defaultCountry={field.defaultCountry}
        />
    </Suspense>
);
