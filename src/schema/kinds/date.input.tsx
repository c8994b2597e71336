import { lazy, Suspense } from 'react';
import type { DateField } from '../../shared/types';
import { InputPlaceholder } from './InputPlaceholder';
import type { KindInputProps } from '../../shared/kinds/kind';

// Loaded on demand: the date picker is never in the first load.
const DayInput = lazy(() => import('../views/DayInput'));

export const DateKindInput = ({ name, field, label, required, disabled }: KindInputProps<DateField>) => (
    <Suspense fallback={<InputPlaceholder shape="field" />}>
        <DayInput
            source={name}
            label={label}
            required={required}
            disabled={disabled}
            min={field.min}
            max={field.max}
            format={field.inputFormat}
            views={field.views}
            openTo={field.openTo}
            typing={field.typing}
        />
    </Suspense>
);
