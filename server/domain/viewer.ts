import type { Response } from 'express';
import type { StoredRecord } from '../store/dbFile';

/**
 * Who is asking: the super-admin (and staff, within their role) sees every folder and resource; a coach what is
 * theirs or shared with them.
 */
export interface Viewer {
    id: string;
    superAdmin: boolean;
}

export const viewerOf = (res: Response): Viewer => ({
    id: String(res.locals.userId),
    superAdmin: res.locals.role === 'superadmin' || res.locals.role === 'staff',
});

/**
 * What a coach may read of a collection: the rule its routes apply, and the fields of a row the rule reads
 * (the live stream keeps only those of a change, not the row).
 */
export interface CoachScope {
    fields: readonly string[];
    visible(viewer: Viewer, row: StoredRecord): boolean;
}
