import Box from '@mui/material/Box';
import type { FileManagerDialog } from './FileManagerDialogs';
import { FileManagerItem } from './FileManagerItem';
import type { ViewMode } from './FileManagerToolbar';
import type { FileManagerAction } from './files';
import type { Folder, MediaFile } from './sampleFiles';
import { useFileManagerText } from './useFileManagerText';

interface Props {
    label: string;
    mode: ViewMode;
    folders: Folder[];
    files: MediaFile[];
    /** Inside a folder a file moves back to the root; at the root it moves into a folder. */
    inFolder: boolean;
    onOpenFolder: (id: number) => void;
    onDialog: (dialog: FileManagerDialog) => void;
    dispatch: (action: FileManagerAction) => void;
}

/** The folders, then the files, of the current view as a grid or a list. */
export const FileManagerList = ({ label, mode, folders, files, inFolder, onOpenFolder, onDialog, dispatch }: Props) => {
    const t = useFileManagerText();
    return (
        <Box
            component="ul"
            aria-label={label}
            data-mode={mode}
            sx={{
                p: 0,
                m: 0,
                display: 'grid',
                gap: mode === 'grid' ? 2 : 1,
                gridTemplateColumns: mode === 'grid' ? 'repeat(auto-fill, minmax(150px, 1fr))' : '1fr',
            }}
        >
            {folders.map(f => (
                <FileManagerItem
                    key={`folder-${f.id}`}
                    name={f.name}
                    created={f.created}
                    openLabel={t('open_folder', { name: f.name })}
                    mode={mode}
                    onOpen={() => onOpenFolder(f.id)}
                    actions={[
                        { label: t('rename_folder'), run: () => onDialog({ kind: 'renameFolder', folder: f }) },
                        { label: t('delete_folder'), run: () => onDialog({ kind: 'deleteFolder', folder: f }) },
                    ]}
                />
            ))}
            {files.map(file => (
                <FileManagerItem
                    key={`file-${file.id}`}
                    name={file.name}
                    created={file.created}
                    image={file.file}
                    openLabel={file.name}
                    mode={mode}
                    onOpen={() => onDialog({ kind: 'preview', file })}
                    actions={[
                        inFolder
                            ? {
                                  label: t('move_to_root'),
                                  run: () => dispatch({ type: 'moveFile', id: file.id, folder_id: null }),
                              }
                            : { label: t('move_to_folder'), run: () => onDialog({ kind: 'move', file }) },
                        { label: t('delete_file'), run: () => onDialog({ kind: 'deleteFile', file }) },
                    ]}
                />
            ))}
        </Box>
    );
};
