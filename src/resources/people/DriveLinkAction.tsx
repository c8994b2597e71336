import AddToDrive from '@mui/icons-material/AddToDrive';
import { useState } from 'react';
import { type RaRecord, TextInput } from 'react-admin';
import { peopleApi } from './api.shared';
import { ActionDialog } from './ActionDialog';
import { RowButton } from './RowButton';
import { driveLinkRules } from './rules.shared';

/** The Google Drive Link modal: one field, PATCH /add-drive-link/{id} {link}; opens on the student's current link. */
export const DriveLinkAction = ({ record }: { record: RaRecord }) => {
    const [open, setOpen] = useState(false);
    return (
        <>
            <RowButton label="Google Drive Link" onClick={() => setOpen(true)}>
                <AddToDrive fontSize="small" />
            </RowButton>
            {open && (
                <ActionDialog
                    title="Google Drive Link"
                    rules={driveLinkRules}
                    endpoint={peopleApi.driveLink}
                    id={record.id}
                    initial={{ link: record.drive_link ?? '' }}
                    saveLabel="Save"
                    onClose={() => setOpen(false)}
                >
                    <TextInput
                        source="link"
                        label="Google Drive Link"
                        placeholder="https://drive.google.com/..."
                        fullWidth
                        isRequired
                    />
                </ActionDialog>
            )}
        </>
    );
};
