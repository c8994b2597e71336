import { createSessionStore } from '../sessionStore';
import { sampleTodos } from './sampleTodos';
import { todoReducer } from './todoState';

export const useTodos = createSessionStore(todoReducer, () => sampleTodos()).useStore;
