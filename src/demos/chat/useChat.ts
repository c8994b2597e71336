import { sessionStore } from '../sessionStore';
import { chatReducer } from './chatState';
import { sampleChat } from './sampleChat';

export const useChat = sessionStore(chatReducer, sampleChat);
