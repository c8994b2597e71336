import ArrowBack from '@mui/icons-material/ArrowBack';
import CloudUpload from '@mui/icons-material/CloudUpload';
import CreateNewFolder from '@mui/icons-material/CreateNewFolder';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { DemoPage } from '../DemoPage';
import { NameDialog } from '../NameDialog';
import { createSessionStore } from '../sessionStore';
import { FileManagerItem } from './FileManagerItem';
import { fileManagerReducer, initialFileManager, isFolderNameValid, newestFirst } from './files';
import { MoveDialog } from './MoveDialog';
import type { Folder, MediaFile } from './sampleFiles';
import { UploadDialog } from './UploadDialog';

const store = createSessionStore(fileManagerReducer, initialFileManager);

type Dialogs =
    | { kind: 'addFolder' }
    | { kind: 'renameFolder'; folder: Folder }
    | { kind: 'deleteFolder'; folder: Folder }
    | { kind: 'upload' }
    | { kind: 'move'; file: MediaFile }
    | { kind: 'deleteFile'; file: MediaFile }
    | { kind: 'preview'; file: MediaFile };

/** /file-manager: folders and images of the session, in a grid or a list. */
const FileManagerPage = () => {
    const translate = useTranslate();
    const t = (key: string, options?: object) => translate(`demos.file_manager.${key}`, options);
    const [{ folders, files }, dispatch] = store.useStore();
    const [folderId, setFolderId] = useState<number | null>(null);
    const [mode, setMode] = useState<'grid' | 'list'>('grid');
    const [dialog, setDialog] = useState<Dialogs>();
    const close = () => setDialog(undefined);

    const folder = folders.find(f => f.id === folderId);
    // A folder deleted meanwhile leaves the view at the root.
    const inFolder = folderId !== null && !!folder;
    const shownFolders = inFolder ? [] : newestFirst(folders);
    const shownFiles = newestFirst(files.filter(f => f.folder_id === (inFolder ? folderId : null)));
    const empty = shownFolders.length === 0 && shownFiles.length === 0;

    return (
        <DemoPage title={t('title')}>
            <Card>
                <CardContent>
                    <Breadcrumbs aria-label={t('storage')} separator=">" sx={{ mb: 2 }}>
                        <Typography color="text.secondary">{t('storage')}</Typography>
                        {inFolder ? (
                            <Link component="button" underline="hover" onClick={() => setFolderId(null)}>
                                {t('root')}
                            </Link>
                        ) : (
                            <Typography color="text.primary" aria-current="page">
                                {t('root')}
                            </Typography>
                        )}
                        {inFolder && (
                            <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
                                {folder.name}
                            </Typography>
                        )}
                    </Breadcrumbs>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
                        {inFolder ? (
                            <Button startIcon={<ArrowBack />} onClick={() => setFolderId(null)}>
                                {t('back')}
                            </Button>
                        ) : (
                            <Button
                                variant="outlined"
                                startIcon={<CreateNewFolder />}
                                onClick={() => setDialog({ kind: 'addFolder' })}
                            >
                                {t('add_folder')}
                            </Button>
                        )}
                        <Button
                            variant="contained"
                            startIcon={<CloudUpload />}
                            onClick={() => setDialog({ kind: 'upload' })}
                        >
                            {t('upload')}
                        </Button>
                        <ToggleButtonGroup
                            value={mode}
                            exclusive
                            size="small"
                            aria-label={t('view')}
                            onChange={(_, value) => value && setMode(value)}
                            sx={{ ml: 'auto' }}
                        >
                            <ToggleButton value="grid" aria-label={t('grid_view')}>
                                <GridView />
                            </ToggleButton>
                            <ToggleButton value="list" aria-label={t('list_view')}>
                                <ViewList />
                            </ToggleButton>
                        </ToggleButtonGroup>
                    </Stack>
                    {empty ? (
                        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                            {t('empty_folder')}
                        </Typography>
                    ) : (
                        <Box
                            component="ul"
                            aria-label={inFolder ? folder.name : t('root')}
                            data-mode={mode}
                            sx={{
                                p: 0,
                                m: 0,
                                display: 'grid',
                                gap: mode === 'grid' ? 2 : 1,
                                gridTemplateColumns: mode === 'grid' ? 'repeat(auto-fill, minmax(150px, 1fr))' : '1fr',
                            }}
                        >
                            {shownFolders.map(f => (
                                <FileManagerItem
                                    key={`folder-${f.id}`}
                                    name={f.name}
                                    created={f.created}
                                    openLabel={t('open_folder', { name: f.name })}
                                    mode={mode}
                                    onOpen={() => setFolderId(f.id)}
                                    actions={[
                                        {
                                            label: t('rename_folder'),
                                            run: () => setDialog({ kind: 'renameFolder', folder: f }),
                                        },
                                        {
                                            label: t('delete_folder'),
                                            run: () => setDialog({ kind: 'deleteFolder', folder: f }),
                                        },
                                    ]}
                                />
                            ))}
                            {shownFiles.map(file => (
                                <FileManagerItem
                                    key={`file-${file.id}`}
                                    name={file.name}
                                    created={file.created}
                                    image={file.file}
                                    openLabel={file.name}
                                    mode={mode}
                                    onOpen={() => setDialog({ kind: 'preview', file })}
                                    actions={[
                                        inFolder
                                            ? {
                                                  label: t('move_to_root'),
                                                  run: () =>
                                                      dispatch({ type: 'moveFile', id: file.id, folder_id: null }),
                                              }
                                            : {
                                                  label: t('move_to_folder'),
                                                  run: () => setDialog({ kind: 'move', file }),
                                              },
                                        { label: t('delete_file'), run: () => setDialog({ kind: 'deleteFile', file }) },
                                    ]}
                                />
                            ))}
                        </Box>
                    )}
                </CardContent>

                {(dialog?.kind === 'addFolder' || dialog?.kind === 'renameFolder') && (
                    <NameDialog
                        heading={t(dialog.kind === 'addFolder' ? 'add_folder' : 'rename_folder')}
                        label={t('folder_name')}
                        requiredMessage={t('folder_name_required')}
                        initial={dialog.kind === 'renameFolder' ? dialog.folder.name : ''}
                        isValid={isFolderNameValid}
                        onClose={close}
                        onSave={name => {
                            dispatch(
                                dialog.kind === 'addFolder'
                                    ? { type: 'addFolder', name, created: Date.now() }
                                    : { type: 'renameFolder', id: dialog.folder.id, name },
                            );
                            close();
                        }}
                    />
                )}
                {dialog?.kind === 'upload' && (
                    <UploadDialog
                        onClose={close}
                        onUpload={({ name, dataUrl }) => {
                            dispatch({
                                type: 'addFile',
                                file: dataUrl,
                                name,
                                folder_id: inFolder ? folderId : null,
                                created: Date.now(),
                            });
                            close();
                        }}
                    />
                )}
                {dialog?.kind === 'move' && (
                    <MoveDialog
                        folders={folders}
                        onClose={close}
                        onMove={id => {
                            dispatch({ type: 'moveFile', id: dialog.file.id, folder_id: id });
                            close();
                        }}
                    />
                )}
                {dialog?.kind === 'preview' && (
                    <Dialog open onClose={close} aria-labelledby="file-preview-title" maxWidth="md">
                        <DialogTitle id="file-preview-title" sx={{ overflowWrap: 'anywhere' }}>
                            {dialog.file.name}
                        </DialogTitle>
                        <DialogContent>
                            <Box
                                component="img"
                                src={dialog.file.file}
                                alt={t('preview', { name: dialog.file.name })}
                                sx={{ maxWidth: '100%', display: 'block' }}
                            />
                        </DialogContent>
                        <DialogActions>
                            <Button onClick={close}>{t('close')}</Button>
                        </DialogActions>
                    </Dialog>
                )}
                <Confirm
                    isOpen={dialog?.kind === 'deleteFolder' || dialog?.kind === 'deleteFile'}
                    title={
                        dialog?.kind === 'deleteFolder'
                            ? t('delete_folder_confirm', { name: dialog.folder.name })
                            : t('delete_file_confirm', { name: dialog?.kind === 'deleteFile' ? dialog.file.name : '' })
                    }
                    content=""
                    onClose={close}
                    onConfirm={() => {
                        if (dialog?.kind === 'deleteFolder') dispatch({ type: 'removeFolder', id: dialog.folder.id });
                        if (dialog?.kind === 'deleteFile') dispatch({ type: 'removeFile', id: dialog.file.id });
                        close();
                    }}
                />
            </Card>
        </DemoPage>
    );
};

export default FileManagerPage;
