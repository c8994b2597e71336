import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { FormDialogProps } from './FormDialog';

/** What a screen may put in place of the generic pieces, beside its declaration. */
export interface ListOverrides {
    /** Cell renderers by column, for display rules the field kinds cannot express. */
    cells?: Readonly<Record<string, (record: RaRecord) => ReactNode>>;
    /** A custom add/edit/view modal. */
    form?: ComponentType<FormDialogProps>;
    /** More actions for a row, shown before the generic edit/view and delete (e.g. a link to another page). */
    rowActions?: (record: RaRecord) => ReactNode;
}
