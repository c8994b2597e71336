import { RadioButtonGroupInput, SelectInput } from 'react-admin';
import type { SelectField } from '../../shared/types';
import { useSessionRole } from '../views/listScreenContext';
import type { KindInputProps } from '../../shared/kinds/kind';

/** A drop-down, or radio buttons; a kind of session sees the choices it is offered. */
export const SelectKindInput = ({ name, field, label, required, disabled }: KindInputProps<SelectField>) => {
    const role = useSessionRole();
    const offered = field.offeredTo?.[role];
    const choices = field.choices.filter(choice => !offered || offered.includes(String(choice.id)));
    if (field.look === 'radios') {
        return (
            <RadioButtonGroupInput
                source={name}
                label={label}
                choices={choices}
                isRequired={required}
                disabled={disabled}
                row
            />
        );
    }
    return (
        <SelectInput
            source={name}
            label={label}
            choices={choices}
            isRequired={required}
            disabled={disabled}
            emptyText=""
        />
    );
};
