import type { Condition } from './conditions';

/**
 * Every record's history and the recently deleted records. A declaration with an `update` call offers its
 * records' history, one with a `delete` call its recently deleted records; this section only narrows them.
 */
export interface HistorySection {
    /** Which rows of a collection several declarations share are this one's (a library's resources). */
    rows?: Condition;
    /**
     * `false`: no history and no recently deleted records, where a kept version would hold what must not be
     * read back (a staff member's password hash) or the activity log already tells every change (roles).
     */
    kept?: false;
    /**
     * Set by the console, not by a declaration: the records have versions to read, for a role that may read them
     * but not edit (its declaration has no `update` call), so none to restore.
     */
    readOnly?: true;
}
