import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useInput } from 'react-admin';

/** A single checkbox bound to a boolean (react-admin's BooleanInput is a switch). */
export const CheckboxInput = ({ source, label, disabled }: { source: string; label: string; disabled?: boolean }) => {
    const { field } = useInput({ source, type: 'checkbox' });
    return (
        <FormControlLabel
            sx={{ display: 'flex', my: 1 }}
            label={label}
            disabled={disabled}
            control={
                <Checkbox
                    name={field.name}
                    checked={Boolean(field.value)}
                    onChange={event => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                />
            }
        />
    );
};
