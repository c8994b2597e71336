import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PersonAvatar } from '../PersonAvatar';
import type { ChatMessage, ChatUser } from './chatState';

interface Props {
    user: ChatUser;
    messages: readonly ChatMessage[];
    onSend: (text: string) => void;
}

/** One message, the user's own on the right in the primary colour, others' on the left beside their avatar. */
const MessageBubble = ({ message }: { message: ChatMessage }) => (
    <Stack
        direction={message.self ? 'row-reverse' : 'row'}
        spacing={1}
        sx={{ alignItems: 'flex-end' }}
        data-testid="chat-message"
    >
        {!message.self && <PersonAvatar name={message.name} profile={message.profile} size={28} />}
        <Paper
            elevation={0}
            sx={{
                px: 1.5,
                py: 1,
                maxWidth: '75%',
                overflowWrap: 'anywhere',
                bgcolor: message.self ? 'primary.main' : 'action.hover',
                color: message.self ? 'primary.contrastText' : 'text.primary',
            }}
        >
            <Typography variant="body2">{message.message}</Typography>
        </Paper>
    </Stack>
);

/** The box to write the next message: Enter sends, Shift+Enter and an open IME composition do not. */
const MessageComposer = ({ onSend }: { onSend: (text: string) => void }) => {
    const translate = useTranslate();
    const [draft, setDraft] = useState('');
    const send = () => {
        if (!draft.trim()) return;
        onSend(draft);
        setDraft('');
    };
    const sendOnEnter = (event: KeyboardEvent) => {
        if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
        }
    };
    return (
        <Stack direction="row" spacing={1} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <TextField
                value={draft}
                onChange={event => setDraft(event.target.value)}
                onKeyDown={sendOnEnter}
                placeholder={translate('demos.chat.placeholder')}
                size="small"
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { 'aria-label': translate('demos.chat.message') } }}
            />
            <IconButton color="primary" onClick={send} aria-label={translate('demos.chat.send')}>
                <Send />
            </IconButton>
        </Stack>
    );
};

/** One conversation: the messages, newest at the bottom and in view, and the box to write the next. */
export const Conversation = ({ user, messages, onSend }: Props) => {
    const translate = useTranslate();
    const log = useRef<HTMLDivElement>(null);

    useLayoutEffect(() => {
        const element = log.current;
        if (element) element.scrollTop = element.scrollHeight;
    }, [user.id, messages.length]);

    return (
        <Stack sx={{ height: '100%', minHeight: 0 }}>
            <Stack
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', p: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
                <PersonAvatar name={user.name} profile={user.profile} />
                <Typography component="h2" variant="h6" noWrap>
                    {user.name}
                </Typography>
            </Stack>
            <Box
                ref={log}
                role="log"
                aria-label={translate('demos.chat.conversation_with', { name: user.name })}
                // Scrollable, so reachable by keyboard.
                tabIndex={0}
                sx={{
                    flex: 1,
                    minHeight: 0,
                    overflowY: 'auto',
                    p: 2,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 1,
                }}
            >
                {messages.length === 0 && (
                    <Typography color="text.secondary" sx={{ m: 'auto' }}>
                        {translate('demos.chat.empty')}
                    </Typography>
                )}
                {messages.map(message => (
                    <MessageBubble key={message.id} message={message} />
                ))}
            </Box>
            <MessageComposer onSend={onSend} />
        </Stack>
    );
};
