import type { Extra } from '../extras';
import type { AccessSection } from './access';
import type { ApiSection } from './api';
import type { FieldDef } from './fields';
import type { FormSection } from './form';
import type { HistorySection } from './history';
import type { ListSection } from './list';
import type { PermissionsSection } from './permissions';
import type { ServerSection } from './server';

/**
 * One entity, declared once: who it is (name, route, words), then one section per concern, each read by
 * the part of the console or the fake API it names. Plain data, no React.
 */
export interface ResourceDeclaration<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
    /** Key for i18n and the fake API's collection. */
    name: string;
    /** Route of the screen without leading slash, also react-admin's resource name. */
    route: string;
    /** Collection in the fake API's store. */
    collection: string;
    /** Page heading. */
    title: string;
    /** One record, in words, for the server's messages ("Event"). */
    singular: string;
    /** The records in words, lower case, for the bulk bar ("Delete 3 coaches?"); default the title in lower case. */
    plural?: string;
    /** The record's fields, in form order: their kinds, rules and conditions. */
    fields: F;
    /** The API calls the screen makes. */
    api: ApiSection;
    /** Who may read and change the records. */
    access?: AccessSection;
    /** The list screen. */
    list: ListSection;
    /** The add/edit modal; absent when the screen adds and edits nothing. */
    form?: FormSection;
    /** Which rows its history and recently deleted views read, where its collection is shared. */
    history?: HistorySection;
    /** How the fake API serves it beyond the `api` calls. */
    server?: ServerSection;
    /** The question asked before a row is deleted, where it is not the engine's. */
    confirm?: { delete?: string };
    /**
     * Deletes and status changes go to the activity log as this kind of record, named by these fields (joined by a
     * space: a person's full name), as the command palette names its records too.
     */
    audit?: { type: string; name: readonly string[] };
    /** The field shown beside a record's name where it is listed out of its screen (the palette: a person's e-mail). */
    recordHint?: string;
    /**
     * The extra (beyond the spec's calls) that serves it: an API that does not offer it (`GET /capabilities`) gets
     * no menu entry, palette entry or call for it, and a fake API started with --spec-only serves none of its routes.
     */
    extra?: Extra;
    /** What staff roles may be granted on it beyond the screen actions; absent: the screen actions alone. */
    permissions?: PermissionsSection;
}
