import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DemoPage } from '../DemoPage';
import { createSessionStore } from '../sessionStore';
import { type FileManagerDialog, FileManagerDialogs } from './FileManagerDialogs';
import { FileManagerList } from './FileManagerList';
import { FileManagerToolbar, type ViewMode } from './FileManagerToolbar';
import { fileManagerReducer, initialFileManager, newestFirst } from './files';
import { useFileManagerText } from './useFileManagerText';

const store = createSessionStore(fileManagerReducer, initialFileManager);

/** /file-manager: folders and images of the session, in a grid or a list. */
const FileManagerPage = () => {
    const t = useFileManagerText();
    const [{ folders, files }, dispatch] = store.useStore();
    const [folderId, setFolderId] = useState<number | null>(null);
    const [mode, setMode] = useState<ViewMode>('grid');
    const [dialog, setDialog] = useState<FileManagerDialog>();
    const close = () => setDialog(undefined);

    // A folder deleted meanwhile leaves the view at the root.
    const folder = folderId === null ? undefined : folders.find(f => f.id === folderId);
    const shownFolders = folder ? [] : newestFirst(folders);
    const shownFiles = newestFirst(files.filter(f => f.folder_id === (folder ? folder.id : null)));
    const empty = shownFolders.length === 0 && shownFiles.length === 0;

    return (
        <DemoPage title={t('title')}>
            <Card>
                <CardContent>
                    <FileManagerToolbar
                        folder={folder}
                        mode={mode}
                        onMode={setMode}
                        onRoot={() => setFolderId(null)}
                        onAddFolder={() => setDialog({ kind: 'addFolder' })}
                        onUpload={() => setDialog({ kind: 'upload' })}
                    />
                    {empty ? (
                        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                            {t('empty_folder')}
                        </Typography>
                    ) : (
                        <FileManagerList
                            label={folder ? folder.name : t('root')}
                            mode={mode}
                            folders={shownFolders}
                            files={shownFiles}
                            inFolder={!!folder}
                            onOpenFolder={setFolderId}
                            onDialog={setDialog}
                            dispatch={dispatch}
                        />
                    )}
                </CardContent>
                <FileManagerDialogs
                    dialog={dialog}
                    folders={folders}
                    uploadFolderId={folder ? folder.id : null}
                    dispatch={dispatch}
                    onClose={close}
                />
            </Card>
        </DemoPage>
    );
};

export default FileManagerPage;
