import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';

/** Opens the add/edit modal of the list it sits in: a record to edit, or `{}` to add. */
export const DialogControl = createContext<(record: Partial<RaRecord>) => void>(() => undefined);
export const useOpenDialog = () => useContext(DialogControl);
