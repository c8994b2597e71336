/** What staff roles may be granted on a declaration's screen beyond its screen actions (list, add, edit...). */
export interface PermissionsSection {
    /**
     * Its own actions, by key, with the role editor's label ("Log in as"), and where the label lower-cased reads
     * badly in a refusal, the verb it uses there (`{ label: 'Invoices', verb: 'open the invoices of' }`).
     */
    actions?: Readonly<Record<string, string | { label: string; verb: string }>>;
    /** `false`: the super-admin's alone (roles); no role can be granted it. */
    grantable?: false;
}
