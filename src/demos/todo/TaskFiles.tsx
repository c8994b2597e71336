import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { TodoFile } from './todoState';

interface Props {
    files: readonly TodoFile[];
    onAdd: (files: File[]) => void;
    onRemove: (fileId: number) => void;
}

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.ceil(bytes / 1024)} kB`);

/** 'Add File': files picked from the computer, listed by name, each removable. Nothing is uploaded. */
export const TaskFiles = ({ files, onAdd, onRemove }: Props) => {
    const translate = useTranslate();
    const input = useRef<HTMLInputElement>(null);
    return (
        <>
            <Button startIcon={<AttachFile />} onClick={() => input.current?.click()} sx={{ alignSelf: 'flex-start' }}>
                {translate('demos.todo.add_file')}
            </Button>
            <input
                ref={input}
                type="file"
                multiple
                hidden
                data-testid="todo-file-input"
                onChange={event => {
                    onAdd(Array.from(event.target.files ?? []));
                    // The same file can be picked again after removing it.
                    event.target.value = '';
                }}
            />
            {files.length > 0 && (
                <List dense disablePadding aria-label={translate('demos.todo.files')}>
                    {files.map(file => (
                        <ListItem
                            key={file.id}
                            secondaryAction={
                                <IconButton
                                    edge="end"
                                    aria-label={translate('demos.todo.remove_file', { name: file.name })}
                                    onClick={() => onRemove(file.id)}
                                >
                                    <Close />
                                </IconButton>
                            }
                        >
                            <ListItemIcon sx={{ minWidth: 36 }}>
                                <InsertDriveFile fontSize="small" />
                            </ListItemIcon>
                            <ListItemText
                                primary={file.name}
                                secondary={size(file.size)}
                                sx={{ overflowWrap: 'anywhere' }}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
        </>
    );
};
