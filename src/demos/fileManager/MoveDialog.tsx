import Check from '@mui/icons-material/Check';
import Folder from '@mui/icons-material/Folder';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { createdDate } from './FileManagerItem';
import { newestFirst } from './files';
import type { Folder as FolderRecord } from './sampleFiles';

/** Move a file: pick a folder (name, created, a mark on the one picked), then "Move to folder". */
export const MoveDialog = ({
    folders,
    onMove,
    onClose,
}: {
    folders: FolderRecord[];
    onMove: (folderId: number) => void;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const titleId = useId();
    const [picked, setPicked] = useState<number>();
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
            <DialogTitle id={titleId}>{translate('demos.file_manager.move_to_folder')}</DialogTitle>
            <DialogContent>
                {folders.length === 0 ? (
                    <Typography>{translate('demos.file_manager.no_folders')}</Typography>
                ) : (
                    <List aria-label={translate('demos.file_manager.move_to_folder')}>
                        {newestFirst(folders).map(folder => (
                            <ListItem key={folder.id} disablePadding>
                                <ListItemButton
                                    selected={picked === folder.id}
                                    aria-pressed={picked === folder.id}
                                    onClick={() => setPicked(folder.id)}
                                >
                                    <ListItemIcon>
                                        <Folder sx={{ color: 'warning.dark' }} />
                                    </ListItemIcon>
                                    <ListItemText primary={folder.name} secondary={createdDate(folder.created)} />
                                    {picked === folder.id && (
                                        <Check color="primary" titleAccess={translate('demos.file_manager.selected')} />
                                    )}
                                </ListItemButton>
                            </ListItem>
                        ))}
                    </List>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('demos.common.cancel')}</Button>
                <Button
                    variant="contained"
                    disabled={picked === undefined}
                    onClick={() => picked !== undefined && onMove(picked)}
                >
                    {translate('demos.file_manager.move_button')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
