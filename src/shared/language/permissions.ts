/** What staff roles may be granted on a declaration's screen beyond its screen actions (list, add, edit...). */
export interface PermissionsSection {
    /** Its own actions, by key, with the role editor's label ("Log in as", "Change password", "Invoices"). */
    actions?: Readonly<Record<string, string>>;
    /** `false`: the super-admin's alone (staff, roles); no role can be granted it. */
    grantable?: false;
}
