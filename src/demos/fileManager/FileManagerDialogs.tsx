import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Confirm } from 'react-admin';
import { NameDialog } from '../NameDialog';
import { type FileManagerAction, isFolderNameValid } from './files';
import { MoveDialog } from './MoveDialog';
import type { Folder, MediaFile } from './sampleFiles';
import { UploadDialog } from './UploadDialog';
import { useFileManagerText } from './useFileManagerText';

export type FileManagerDialog =
    | { kind: 'addFolder' }
    | { kind: 'renameFolder'; folder: Folder }
    | { kind: 'deleteFolder'; folder: Folder }
    | { kind: 'upload' }
    | { kind: 'move'; file: MediaFile }
    | { kind: 'deleteFile'; file: MediaFile }
    | { kind: 'preview'; file: MediaFile };

interface Props {
    dialog: FileManagerDialog | undefined;
    folders: Folder[];
    /** Where an upload lands: the open folder, or null for the root. */
    uploadFolderId: number | null;
    dispatch: (action: FileManagerAction) => void;
    onClose: () => void;
}

type Of<K extends FileManagerDialog['kind']> = Extract<FileManagerDialog, { kind: K }>;

const FolderNameDialog = ({
    dialog,
    dispatch,
    onClose,
}: Pick<Props, 'dispatch' | 'onClose'> & { dialog: Of<'addFolder' | 'renameFolder'> }) => {
    const t = useFileManagerText();
    return (
        <NameDialog
            heading={t(dialog.kind === 'addFolder' ? 'add_folder' : 'rename_folder')}
            label={t('folder_name')}
            requiredMessage={t('folder_name_required')}
            initial={dialog.kind === 'renameFolder' ? dialog.folder.name : ''}
            isValid={isFolderNameValid}
            onClose={onClose}
            onSave={name => {
                dispatch(
                    dialog.kind === 'addFolder'
                        ? { type: 'addFolder', name, created: Date.now() }
                        : { type: 'renameFolder', id: dialog.folder.id, name },
                );
                onClose();
            }}
        />
    );
};

const PreviewDialog = ({ file, onClose }: { file: MediaFile; onClose: () => void }) => {
    const t = useFileManagerText();
    return (
        <Dialog open onClose={onClose} aria-labelledby="file-preview-title" maxWidth="md">
            <DialogTitle id="file-preview-title" sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
            </DialogTitle>
            <DialogContent>
                <Box
                    component="img"
                    src={file.file}
                    alt={t('preview', { name: file.name })}
                    sx={{ maxWidth: '100%', display: 'block' }}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{t('close')}</Button>
            </DialogActions>
        </Dialog>
    );
};

/** Stays mounted: Confirm opens and closes through isOpen. */
const DeleteConfirm = ({ dialog, dispatch, onClose }: Pick<Props, 'dialog' | 'dispatch' | 'onClose'>) => {
    const t = useFileManagerText();
    return (
        <Confirm
            isOpen={dialog?.kind === 'deleteFolder' || dialog?.kind === 'deleteFile'}
            title={
                dialog?.kind === 'deleteFolder'
                    ? t('delete_folder_confirm', { name: dialog.folder.name })
                    : t('delete_file_confirm', { name: dialog?.kind === 'deleteFile' ? dialog.file.name : '' })
            }
            content=""
            onClose={onClose}
            onConfirm={() => {
                if (dialog?.kind === 'deleteFolder') dispatch({ type: 'removeFolder', id: dialog.folder.id });
                if (dialog?.kind === 'deleteFile') dispatch({ type: 'removeFile', id: dialog.file.id });
                onClose();
            }}
        />
    );
};

/** The one dialog open on the file manager, if any. */
export const FileManagerDialogs = ({ dialog, folders, uploadFolderId, dispatch, onClose }: Props) => (
    <>
        {(dialog?.kind === 'addFolder' || dialog?.kind === 'renameFolder') && (
            <FolderNameDialog dialog={dialog} dispatch={dispatch} onClose={onClose} />
        )}
        {dialog?.kind === 'upload' && (
            <UploadDialog
                onClose={onClose}
                onUpload={({ name, dataUrl }) => {
                    dispatch({ type: 'addFile', file: dataUrl, name, folder_id: uploadFolderId, created: Date.now() });
                    onClose();
                }}
            />
        )}
        {dialog?.kind === 'move' && (
            <MoveDialog
                folders={folders}
                onClose={onClose}
                onMove={id => {
                    dispatch({ type: 'moveFile', id: dialog.file.id, folder_id: id });
                    onClose();
                }}
            />
        )}
        {dialog?.kind === 'preview' && <PreviewDialog file={dialog.file} onClose={onClose} />}
        <DeleteConfirm dialog={dialog} dispatch={dispatch} onClose={onClose} />
    </>
);
