import { sessionStore } from '../sessionStore';
import { sampleTodos } from './sampleTodos';
import { todoReducer } from './todoState';

export const useTodos = sessionStore(todoReducer, () => sampleTodos());
