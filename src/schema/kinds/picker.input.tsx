import type { PickerField } from '../../shared/types';
import { PickerInput } from '../views/PickerInput';
import { useText } from '../views/useText';
import type { KindInputProps } from '../../shared/kinds/kind';

/** Options from the API; an empty list says which field to choose first (For whom, a folder), by its label. */
export const PickerKindInput = ({ name, field, label, required, disabled, siblings }: KindInputProps<PickerField>) => {
    const text = useText();
    const other = field.sourceBy?.field ?? field.dependsOn;
    const otherField = other ? siblings?.[other] : undefined;
    const waitsFor = otherField ? text(otherField.inputLabel ?? otherField.label) : undefined;
    return (
        <PickerInput
            source={name}
            field={field}
            label={label}
            required={required}
            disabled={disabled}
            waitsFor={waitsFor}
        />
    );
};
