import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useTranslate } from 'react-admin';
import { DemoPage } from '../DemoPage';
import { ChatUserList } from './ChatUserList';
import { conversationWith } from './chatState';
import { Conversation } from './Conversation';
import { useChat } from './useChat';

/** /chat, "Messages": a demo chat on local sample data. */
const ChatPage = () => {
    const translate = useTranslate();
    const [state, dispatch] = useChat();
    const user = state.users.find(u => u.id === state.activeUserId) ?? state.users[0];
    return (
        <DemoPage title={translate('demos.chat.title')}>
            <Card
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
                    gridTemplateRows: { xs: 'minmax(0, 220px) 480px', md: '560px' },
                }}
            >
                <Box
                    sx={{
                        borderColor: 'divider',
                        borderStyle: 'solid',
                        borderWidth: { xs: '0 0 1px 0', md: '0 1px 0 0' },
                        overflowY: 'auto',
                    }}
                >
                    <ChatUserList
                        users={state.users}
                        messages={state.messages}
                        activeUserId={user.id}
                        onOpen={userId => dispatch({ type: 'open', userId })}
                    />
                </Box>
                <Conversation
                    user={user}
                    messages={conversationWith(state, user.id)}
                    onSend={text => dispatch({ type: 'send', text, sender: translate('demos.chat.me') })}
                />
            </Card>
        </DemoPage>
    );
};
export default ChatPage;
