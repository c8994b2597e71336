import { sessionStore } from '../sessionStore';
import { contactsReducer } from './contactsState';
import { sampleContacts } from './sampleContacts';

export const useContacts = sessionStore(contactsReducer, sampleContacts);
