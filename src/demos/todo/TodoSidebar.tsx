import Bookmark from '@mui/icons-material/Bookmark';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Star from '@mui/icons-material/Star';
import WbSunny from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { EntryField } from './EntryField';
import { listCount, SMART_VIEWS, type SmartView, type TodoAction, type TodoState, type View } from './todoState';

const SMART_ICONS: Record<SmartView, ComponentType> = { myday: WbSunny, important: Star, bookmarked: Bookmark };

interface Props {
    state: TodoState;
    today: string;
    dispatch: (action: TodoAction) => void;
    /** After a list is chosen (closes the drawer on narrow screens). */
    onChosen?: () => void;
}

/** 'My day', 'Important', 'Bookmarked' and the custom lists, each with its count; 'New List' adds one on Enter. */
export const TodoSidebar = ({ state, today, dispatch, onChosen }: Props) => {
    const translate = useTranslate();
    const choose = (view: View) => {
        dispatch({ type: 'selectView', view });
        onChosen?.();
    };
    const item = (view: View, label: string, Icon: ComponentType) => (
        <ListItem key={view} disablePadding>
            <ListItemButton
                selected={state.view === view}
                aria-current={state.view === view ? 'true' : undefined}
                onClick={() => choose(view)}
            >
                <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                </ListItemIcon>
                <ListItemText primary={label} sx={{ overflowWrap: 'anywhere' }} />
                <Box component="span" data-testid={`todo-count-${view}`} sx={{ ml: 1, color: 'text.secondary' }}>
                    {listCount(state.todos, view, today)}
                </Box>
            </ListItemButton>
        </ListItem>
    );
    return (
        <Box component="nav" aria-label={translate('demos.todo.lists')} sx={{ p: 1 }}>
            <List disablePadding>
                {SMART_VIEWS.map(view => item(view, translate(`demos.todo.views.${view}`), SMART_ICONS[view]))}
            </List>
            <Divider sx={{ my: 1 }} />
            <List disablePadding>{state.lists.map(list => item(list.id, list.title, FormatListBulleted))}</List>
            <Box sx={{ p: 1 }}>
                <EntryField
                    label={translate('demos.todo.new_list')}
                    onAdd={title => dispatch({ type: 'addList', title })}
                />
            </Box>
        </Box>
    );
};
