import { recordHint, recordTitle } from '../../schema/recordTitle';
import type { LinkField, ResourceDeclaration } from '../../schema/types';
import { dialogPath } from '../../schema/views/useDialogRoute';
import type { ScreenEntry } from '../../screens/types';
import { isGroup, type MenuEntry } from '../menuRules';

/** One line of the command palette: where it goes, under which heading. */
export interface PaletteEntry {
    key: string;
    /** The heading it is listed under: "Go to", "Actions", or an entity's title. */
    group: string;
    label: string;
    /** Another line of text (a record's entity, a screen's group). */
    hint?: string;
    to: string;
}

type Translate = (key: string) => string;

/** Every sidebar entry (groups' links included), then the screens offered outside the menu (the profile menu's pages). */
export const screenEntries = (
    menu: readonly MenuEntry[],
    screens: readonly ScreenEntry[],
    translate: Translate,
    goTo: string,
): PaletteEntry[] => [
    ...menu.flatMap(entry =>
        isGroup(entry)
            ? entry.entries.map(link => ({
                  key: link.route,
                  group: goTo,
                  label: translate(link.label),
                  hint: translate(entry.label),
                  to: link.route,
              }))
            : [{ key: entry.route, group: goTo, label: translate(entry.label), to: entry.route }],
    ),
    ...screens.flatMap(screen =>
        screen.palette && screen.label
            ? [{ key: screen.path, group: goTo, label: translate(screen.label), to: screen.palette.to ?? screen.path }]
            : [],
    ),
];

/** "Add event", "Add coupon code", ...: every declaration that can add opens its add modal (its deep link). */
export const actionEntries = (
    declarations: readonly ResourceDeclaration[],
    text: (english: string) => string,
    group: string,
): PaletteEntry[] =>
    declarations
        .filter(decl => decl.api.create && decl.form && decl.list.addLabel)
        .map(decl => ({
            key: `add:${decl.route}`,
            group,
            label: decl.form?.addTitle ? text(decl.form.addTitle) : `${text('Add')} ${text(decl.singular)}`,
            to: dialogPath(decl, {}),
        }));

/**
 * A found record: its whole name (a person's full name), under its entity's title; Enter opens its edit (or
 * view) modal. The hint tells records of one name apart (a person's e-mail) and names the screen where one
 * entity has several (a folder in each library's folder list).
 */
export const recordEntry = (
    decl: ResourceDeclaration,
    record: Record<string, unknown> & { id: string | number },
    text: (english: string) => string,
    screen?: string,
): PaletteEntry => {
    const hint = [recordHint(decl, record), screen].filter(Boolean).join(' · ');
    return {
        key: `${decl.route}:${record.id}`,
        group: text(decl.title),
        label: recordTitle(decl, record),
        ...(hint ? { hint } : {}),
        to: dialogPath(decl, record),
    };
};

/**
 * Declarations whose list call can search: the palette asks them all. A list
 * inside a parent record (sub folders) is left out: its call needs the parent.
 */
export const searchableDeclarations = (declarations: readonly ResourceDeclaration[]) =>
    declarations.filter(
        decl =>
            decl.list.search &&
            !decl.list.parent &&
            (decl.form || decl.list.openAction) &&
            Object.values(decl.fields).some(f => f.searchable),
    );

/** A row's link to the list inside it (a folder's "Sub Folders" to `/sub-category/:id`). */
export interface SubListLink {
    /** The declaration whose rows carry the link (a folder list). */
    decl: ResourceDeclaration;
    /** The list inside a row (that folder's sub folders). */
    child: ResourceDeclaration;
    /** The link's column label: the palette's heading for these entries ("Sub Folders"). */
    label: string;
}

const isLink = (field: ResourceDeclaration['fields'][string]): field is LinkField => field.kind === 'link';

/** Every row link that opens a list inside that row, found from the declarations (no entity named). */
export const subListLinks = (declarations: readonly ResourceDeclaration[]): SubListLink[] =>
    declarations.flatMap(decl =>
        Object.values(decl.fields)
            .filter(isLink)
            .flatMap(field => {
                const child = declarations.find(other => other.list.parent && field.to === `/${other.route}/:id`);
                return child ? [{ decl, child, label: field.label }] : [];
            }),
    );

/**
 * The screen a list belongs to, as the palette names it: the sidebar screen
 * its own back link goes to ("Coach Resources" for the coach folders), so the
 * three folder lists' entries for one shared folder tell apart.
 */
export const homeScreenOf = (decl: ResourceDeclaration, screens: readonly PaletteEntry[]): string | undefined =>
    screens.find(screen => decl.list.links?.some(link => link.to === screen.to))?.label;

/** "Sub Folders of {folder}": a found record's inner list (`/sub-category/{id}`), under the link's label. */
export const subListEntry = (
    link: SubListLink,
    record: Record<string, unknown> & { id: string | number },
    text: (english: string, options?: Record<string, unknown>) => string,
    hint?: string,
): PaletteEntry => ({
    key: `${link.child.route}/${record.id}`,
    group: text(link.label),
    // Named as the inner list's own heading names it (its parent's title key).
    label: text(link.child.title, {
        title: String(record[link.child.list.parent?.titleKey ?? ''] ?? recordTitle(link.decl, record)),
    }),
    ...(hint ? { hint } : {}),
    to: `/${link.child.route}/${encodeURIComponent(String(record.id))}`,
});
