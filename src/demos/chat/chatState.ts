/** The chat demo's entities (spec part 2, section 3). `profile` is an avatar image; empty shows initials. */
export interface ChatUser {
    id: number;
    profile: string;
    name: string;
    /** Messages received and not read yet. */
    newMessage: number;
}

export interface ChatMessage {
    id: number;
    user_id: number;
    /** Sent by the signed-in user, not received from `user_id`. */
    self: boolean;
    name: string;
    profile: string;
    message: string;
}

export interface ChatState {
    users: ChatUser[];
    messages: ChatMessage[];
    activeUserId: number;
}

export type ChatAction = { type: 'open'; userId: number } | { type: 'send'; text: string; sender: string };

/** Opening a conversation reads its new messages; a blank message is not sent. */
export const chatReducer = (state: ChatState, action: ChatAction): ChatState => {
    switch (action.type) {
        case 'open':
            return {
                ...state,
                activeUserId: action.userId,
                users: state.users.map(user => (user.id === action.userId ? { ...user, newMessage: 0 } : user)),
            };
        case 'send': {
            const text = action.text.trim();
            if (!text) return state;
            const id = Math.max(0, ...state.messages.map(m => m.id)) + 1;
            const message = {
                id,
                user_id: state.activeUserId,
                self: true,
                name: action.sender,
                profile: '',
                message: text,
            };
            return { ...state, messages: [...state.messages, message] };
        }
    }
};

export const conversationWith = (state: ChatState, userId: number) => state.messages.filter(m => m.user_id === userId);
