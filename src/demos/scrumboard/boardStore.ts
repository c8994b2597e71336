import { createSessionStore } from '../sessionStore';
import { boardsReducer, initialBoards } from './boards';

/** The boards of this browser session, shared by the board list and the board pages. */
export const boardStore = createSessionStore(boardsReducer, initialBoards);
