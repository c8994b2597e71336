/**
 * src/ui/ListRow.tsx as the library draws it (`npm run bench:ui`): react-admin's own DataTable row, with its MUI
 * TableRow and MUI Checkbox; the list's CSS for the copy is empty.
 */
import { createContext } from 'react';
import type { RaRecord } from 'react-admin';

export const rowCheckboxLook = () => ({});

export const listRowLook = () => ({});

export const UnpickableReason = createContext<(record: RaRecord) => string | undefined>(() => undefined);

/** No body of the list's own: react-admin's DataTableBody with its DataTableRow. */
export const ListBody = undefined;
