import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

/** What a list hands the cell of a kind shown as something other than text (a swatch, a switch, names). */
export interface KindCellProps<F> {
    resource: string;
    name: string;
    field: F;
    record: RaRecord;
    value: unknown;
}

/** Draws the cell: called as a function, so a cell that needs no hook adds no component of its own. */
export type KindCell<F> = (props: KindCellProps<F>) => ReactNode;
