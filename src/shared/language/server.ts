/** How the fake API serves a declaration beyond its `api` calls. */
export interface ServerSection {
    /** `own`: a hand-written route module of the fake API serves this declaration's calls (shared paths, uploads). */
    routes?: 'generic' | 'own';
    /** Key of the creation time the server sets (default `created_at`; coupons carry `createdAt`). */
    createdKey?: string;
    /**
     * What the fake API answers after a toggle's flip, by the toggle's name, when it differs from the toggle's
     * `messages` (default "Status updated successfully"); '' answers without a message, as the real API does for
     * coupons.
     */
    toggleMessages?: Readonly<Record<string, string>>;
}
