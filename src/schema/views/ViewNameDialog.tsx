import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { nameProblem, VIEW_NAME_MAX, VIEW_TEXTS } from '../../shared/savedViews';
import { useViewsKeptByApi } from './usePermissions';
import { useText } from './useText';

interface Props {
    title: string;
    initial: { name: string; shared: boolean };
    pending: boolean;
    onSave: (value: { name: string; shared: boolean }) => void;
    onClose: () => void;
}

/** A view's name and whether every admin sees it: when saving a view, and when renaming one. */
export const ViewNameDialog = ({ title, initial, pending, onSave, onClose }: Props) => {
    const text = useText();
    const translate = useTranslate();
    const titleId = useId();
    const [name, setName] = useState(initial.name);
    const [shared, setShared] = useState(initial.shared);
    const [touched, setTouched] = useState(false);
    // Views kept in this browser (an API without saved views, a staff member's) cannot be shared.
    const canShare = useViewsKeptByApi();
    const problem = nameProblem(name);
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (!problem && !pending) onSave({ name: name.trim(), shared });
    };
    return (
        <Dialog open onClose={() => !pending && onClose()} aria-labelledby={titleId} fullWidth maxWidth="xs">
            <form onSubmit={submit} noValidate>
                <DialogTitle id={titleId}>{text(title)}</DialogTitle>
                <DialogContent>
                    <TextField
                        label={text(VIEW_TEXTS.name)}
                        value={name}
                        onChange={e => setName(e.target.value)}
                        onBlur={() => setTouched(true)}
                        error={touched && Boolean(problem)}
                        helperText={touched && problem ? text(problem) : undefined}
                        slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX + 10 } }}
                        required
                        autoFocus
                        fullWidth
                        margin="dense"
                    />
                    {canShare && (
                        <FormControlLabel
                            control={<Checkbox checked={shared} onChange={e => setShared(e.target.checked)} />}
                            label={text(VIEW_TEXTS.shared)}
                        />
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={pending}>
                        {translate('ra.action.cancel')}
                    </Button>
                    <Button type="submit" variant="contained" disabled={pending}>
                        {text('Save')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
