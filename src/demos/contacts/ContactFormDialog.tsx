import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { SaveButton, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { RuleForm } from '../../components/RuleForm';
import { contactRules } from './contactRules';
import type { Contact, ContactInput } from './contactsState';

interface Props {
    /** The contact to edit; none adds one. */
    contact?: Contact;
    onSave: (contact: ContactInput) => void;
    onClose: () => void;
}

/** Add or edit a contact: name, email and mobile, with the spec's messages. */
export const ContactFormDialog = ({ contact, onSave, onClose }: Props) => {
    const translate = useTranslate();
    const titleId = useId();
    const save = (values: FieldValues) => {
        onSave({ name: values.name.trim(), email: values.email.trim(), mobile: values.mobile.trim() });
        onClose();
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
            <RuleForm rules={contactRules} record={contact ?? { name: '', email: '', mobile: '' }} onSubmit={save}>
                <DialogTitle id={titleId}>
                    {translate(contact ? 'demos.contacts.edit' : 'demos.contacts.add')}
                </DialogTitle>
                <DialogContent dividers>
                    <TextInput source="name" label="demos.contacts.fields.name" fullWidth />
                    <TextInput source="email" label="demos.contacts.fields.email" type="email" fullWidth />
                    <TextInput source="mobile" label="demos.contacts.fields.mobile" type="tel" fullWidth />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <SaveButton alwaysEnable label={contact ? 'demos.contacts.update' : 'demos.contacts.save'} />
                </DialogActions>
            </RuleForm>
        </Dialog>
    );
};
