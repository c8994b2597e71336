import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import visuallyHidden from '@mui/utils/visuallyHidden';
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
        <List component="nav" aria-label={translate('demos.chat.users')} disablePadding>
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
                            <>
                                <Box
                                    component="span"
                                    aria-hidden
                                    data-testid="chat-unread"
                                    sx={{
                                        ml: 1,
                                        minWidth: 22,
                                        height: 22,
                                        px: 0.75,
                                        borderRadius: 11,
                                        display: 'inline-flex',
                                        alignItems: 'center',
                                        justifyContent: 'center',
                                        typography: 'caption',
                                        fontWeight: 500,
                                        bgcolor: 'error.dark',
                                        color: 'error.contrastText',
                                    }}
                                >
                                    {user.newMessage}
                                </Box>
                                {/* Read out, not shown: the count beside the name says it to the eye. MUI's 1 px box (sx's
                                    width 1 is 100%, which gave the list a sideways scrollbar). */}
                                <Box component="span" sx={visuallyHidden}>
                                    {translate('demos.chat.new_messages', { smart_count: user.newMessage })}
                                </Box>
                            </>
                        )}
                    </ListItemButton>
                );
            })}
        </List>
    );
};
