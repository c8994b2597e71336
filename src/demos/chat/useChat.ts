import { createSessionStore } from '../sessionStore';
import { chatReducer } from './chatState';
import { sampleChat } from './sampleChat';

export const useChat = createSessionStore(chatReducer, sampleChat).useStore;
