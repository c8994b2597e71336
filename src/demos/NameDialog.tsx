import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

interface NameDialogProps {
    heading: string;
    label: string;
    /** Shown when the name is empty once touched or submitted. */
    requiredMessage: string;
    initial: string;
    isValid: (name: string) => boolean;
    onSave: (name: string) => void;
    onClose: () => void;
}

/** A dialog with one required name (new or renamed board, new or renamed folder). */
export const NameDialog = ({ heading, label, requiredMessage, initial, isValid, onSave, onClose }: NameDialogProps) => {
    const translate = useTranslate();
    const [name, setName] = useState(initial);
    const [touched, setTouched] = useState(false);
    const titleId = useId();
    const valid = isValid(name);
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (valid) onSave(name);
    };
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
            <form onSubmit={submit} noValidate>
                <DialogTitle id={titleId}>{heading}</DialogTitle>
                <DialogContent>
                    <TextField
                        label={label}
                        value={name}
                        onChange={e => setName(e.target.value)}
                        onBlur={() => setTouched(true)}
                        error={touched && !valid}
                        helperText={touched && !valid ? requiredMessage : undefined}
                        required
                        fullWidth
                        margin="dense"
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('demos.common.cancel')}</Button>
                    <Button type="submit" variant="contained">
                        {translate('demos.common.save')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
