/** How the fake API serves a declaration beyond its `api` calls. */
export interface ServerSection {
    /** `own`: a hand-written route module of the fake API serves this declaration's calls (shared paths, uploads). */
    routes?: 'generic' | 'own';
    /** Key of the creation time the server sets (default `created_at`; coupons carry `createdAt`). */
    createdKey?: string;
}
