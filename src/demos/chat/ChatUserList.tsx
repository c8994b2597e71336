import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { PersonAvatar } from '../PersonAvatar';
import type { ChatMessage, ChatUser } from './chatState';

interface Props {
    users: readonly ChatUser[];
    messages: readonly ChatMessage[];
    activeUserId: number;
    onOpen: (userId: number) => void;
}

/** The people to chat with, each with their last message and how many new ones wait. */
export const ChatUserList = ({ users, messages, activeUserId, onOpen }: Props) => {
    const translate = useTranslate();
    return (
        <List component="nav" aria-label={translate('chat.users')} disablePadding>
            {users.map(user => {
                const last = messages.findLast(m => m.user_id === user.id);
                const active = user.id === activeUserId;
                return (
                    <ListItemButton
                        key={user.id}
                        selected={active}
                        aria-current={active ? 'true' : undefined}
                        onClick={() => onOpen(user.id)}
                    >
                        <ListItemAvatar>
                            <PersonAvatar name={user.name} profile={user.profile} />
                        </ListItemAvatar>
                        <ListItemText
                            primary={user.name}
                            secondary={last?.message}
                            slotProps={{ secondary: { noWrap: true, color: 'text.secondary' } }}
                            sx={{ minWidth: 0 }}
                        />
                        {user.newMessage > 0 && (
                            <Badge
                                badgeContent={user.newMessage}
                                color="error"
                                aria-label={translate('chat.new_messages', { smart_count: user.newMessage })}
                                sx={{ mx: 1.5 }}
                            />
                        )}
                    </ListItemButton>
                );
            })}
        </List>
    );
};
