import FilledInput, { type FilledInputProps } from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import { forwardRef, useId } from 'react';

interface Props extends Omit<FilledInputProps, 'error'> {
    label: string;
    /** The validation message; none keeps the line's height so the form does not jump. */
    error?: string;
}

/**
 * A labelled text box for the pages that load before react-admin, as high as
 * react-admin's inputs (filled, small, dense). MUI's
 * TextField would bring its Select and Menu along to the sign-in page.
 */
export const LightField = forwardRef<HTMLInputElement, Props>(({ label, error, ...input }, ref) => {
    const id = useId();
    return (
        <FormControl variant="filled" size="small" fullWidth margin="dense" error={Boolean(error)}>
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <FilledInput {...input} id={id} inputRef={ref} aria-describedby={`${id}-help`} />
            <FormHelperText id={`${id}-help`}>{error ?? ' '}</FormHelperText>
        </FormControl>
    );
});
LightField.displayName = 'LightField';
