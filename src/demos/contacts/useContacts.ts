import { createSessionStore } from '../sessionStore';
import { contactsReducer } from './contactsState';
import { sampleContacts } from './sampleContacts';

export const useContacts = createSessionStore(contactsReducer, sampleContacts).useStore;
