import type { RaRecord } from 'react-admin';
import { formFields } from '../defineResource';
import type { ResourceDeclaration } from '../types';
import { FieldInput } from './FieldInput';
import { RecordDialog } from './RecordDialog';
import { useRecordForm } from './useRecordForm';

export interface FormDialogProps {
    decl: ResourceDeclaration;
    /** The row to edit; `{}` adds. */
    record: Partial<RaRecord>;
    onClose: () => void;
}

/**
 * The add/edit modal of a declaration: inputs from its fields, rules from its
 * yup schema, errors after touch or submit, a spinner while saving, closed and
 * the list reloaded on success; on failure it stays open with what was typed.
 */
export const FormDialog = ({ decl, record, onClose }: FormDialogProps) => {
    const { adding, rules, initial, save, saving } = useRecordForm(decl, record, onClose);
    const editing = !adding;
    const form = decl.form;
    return (
        <RecordDialog
            title={(editing ? form?.editTitle : form?.addTitle) ?? ''}
            rules={rules}
            initial={initial}
            onSubmit={save}
            onClose={onClose}
            saving={saving}
            saveLabel={editing ? (form?.updateLabel ?? 'Update') : (form?.saveLabel ?? 'Save')}
        >
            {formFields(decl).map(([name, field]) => (
                <FieldInput key={name} name={name} field={field} editing={editing} siblings={decl.fields} />
            ))}
        </RecordDialog>
    );
};
