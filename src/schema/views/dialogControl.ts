import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';

/** Opens the add/edit modal of the list it sits in: a record to edit, or `{}` to add. */
export const DialogControl = createContext<(record: Partial<RaRecord>) => void>(() => undefined);
export const useOpenDialog = () => useContext(DialogControl);

/** Opens the list's recently deleted records, at their own URL (`{list}/deleted`). */
export const DeletedControl = createContext<() => void>(() => undefined);
export const useOpenDeleted = () => useContext(DeletedControl);

/**
 * Puts the focus back on the list (its Add button, or the table) when the
 * element that had it is gone, e.g. the Delete button of a deleted row.
 */
export const ListFocus = createContext<() => void>(() => undefined);
export const useFocusList = () => useContext(ListFocus);

/** Who deleted the record open in the list's modal, from another session (live); undefined while it exists. */
export const RecordGone = createContext<string | undefined>(undefined);
export const useRecordGone = () => useContext(RecordGone);
