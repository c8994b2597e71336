import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { isCustomList, type TodoAction, type TodoList, type View } from './todoState';

interface Props {
    view: View;
    list?: TodoList;
    hidingCompleted: boolean;
    dispatch: (action: TodoAction) => void;
}

interface RenameProps {
    open: boolean;
    name: string;
    onNameChange: (name: string) => void;
    onSubmit: (event: FormEvent) => void;
    onClose: () => void;
}

/** The form that renames a custom list; Save waits for a name that is not blank. */
const RenameListDialog = ({ open, name, onNameChange, onSubmit, onClose }: RenameProps) => {
    const translate = useTranslate();
    const titleId = useId();
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
            <form onSubmit={onSubmit} noValidate>
                <DialogTitle id={titleId}>{translate('demos.todo.rename_list')}</DialogTitle>
                <DialogContent>
                    <TextField
                        label={translate('demos.todo.list_name')}
                        value={name}
                        onChange={event => onNameChange(event.target.value)}
                        autoFocus
                        fullWidth
                        margin="dense"
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <Button type="submit" variant="contained" disabled={!name.trim()}>
                        {translate('ra.action.save')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};

/** The list's menu: Hide/Show Completed Task; for custom lists also 'Raname List' (sic, the spec's) and Delete List. */
export const ListMenu = ({ view, list, hidingCompleted, dispatch }: Props) => {
    const translate = useTranslate();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [dialog, setDialog] = useState<'rename' | 'delete'>();
    const [name, setName] = useState('');
    const close = () => setAnchor(null);
    const rename = (event: FormEvent) => {
        event.preventDefault();
        if (!list || !name.trim()) return;
        dispatch({ type: 'renameList', id: list.id, title: name });
        setDialog(undefined);
    };
    return (
        <>
            <IconButton
                aria-label={translate('demos.todo.list_options')}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={anchor ? 'true' : undefined}
                onClick={event => setAnchor(event.currentTarget)}
            >
                <MoreVert />
            </IconButton>
            <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
                <MenuItem
                    onClick={() => {
                        dispatch({ type: 'toggleHideCompleted', view });
                        close();
                    }}
                >
                    {translate(hidingCompleted ? 'demos.todo.show_completed' : 'demos.todo.hide_completed')}
                </MenuItem>
                {isCustomList(view) &&
                    list && [
                        <MenuItem
                            key="rename"
                            onClick={() => {
                                setName(list.title);
                                setDialog('rename');
                                close();
                            }}
                        >
                            {translate('demos.todo.rename_list')}
                        </MenuItem>,
                        <MenuItem
                            key="delete"
                            onClick={() => {
                                setDialog('delete');
                                close();
                            }}
                        >
                            {translate('demos.todo.delete_list')}
                        </MenuItem>,
                    ]}
            </Menu>
            <RenameListDialog
                open={dialog === 'rename'}
                name={name}
                onNameChange={setName}
                onSubmit={rename}
                onClose={() => setDialog(undefined)}
            />
            <Confirm
                isOpen={dialog === 'delete'}
                title="demos.todo.delete_list"
                content="demos.todo.delete_list_confirm"
                translateOptions={{ name: list?.title ?? '' }}
                confirmColor="warning"
                onConfirm={() => {
                    if (list) dispatch({ type: 'deleteList', id: list.id });
                    setDialog(undefined);
                }}
                onClose={() => setDialog(undefined)}
            />
        </>
    );
};
