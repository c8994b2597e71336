import { describe, expect, it } from 'vitest';
import { type ChatUser, chatReducer, conversationWith } from '../../src/demos/chat/chatState';
import { sampleChat } from '../../src/demos/chat/sampleChat';

const unread = (users: readonly ChatUser[]) => users.reduce((sum, user) => sum + user.newMessage, 0);

describe('chat demo', () => {
    it('starts on the first conversation with new-message counts on the others', () => {
        const state = sampleChat();
        expect(state.activeUserId).toBe(1);
        expect(state.users.map(u => u.newMessage)).toEqual([0, 3, 1, 0, 5, 0]);
        expect(unread(state.users)).toBe(9);
    });

    it('reads the new messages of the conversation it opens', () => {
        const state = chatReducer(sampleChat(), { type: 'open', userId: 2 });
        expect(state.activeUserId).toBe(2);
        expect(state.users.find(u => u.id === 2)?.newMessage).toBe(0);
        expect(unread(state.users)).toBe(6);
    });

    it('adds a sent message, trimmed, to the open conversation', () => {
        const before = sampleChat();
        const state = chatReducer(before, { type: 'send', text: '  See you at four  ', sender: 'Me' });
        const sent = conversationWith(state, 1).at(-1);
        expect(sent).toMatchObject({ user_id: 1, self: true, name: 'Me', message: 'See you at four' });
        expect(sent?.id).toBe(Math.max(...before.messages.map(m => m.id)) + 1);
        expect(conversationWith(state, 1)).toHaveLength(conversationWith(before, 1).length + 1);
    });

    it('ignores a blank message', () => {
        const before = sampleChat();
        expect(chatReducer(before, { type: 'send', text: ' \n\t ', sender: 'Me' })).toBe(before);
    });
});
