import { recordHint, recordTitle } from '../../shared/recordTitle';
import type { LinkField, ResourceDeclaration } from '../../shared/types';
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

/** How well a line's label matches what was typed: the exact label, then one it starts with, then the rest. */
const matchRank = (label: string, needle: string): number => {
    const text = label.toLowerCase();
    if (text === needle) return 0;
    return text.startsWith(needle) ? 1 : 2;
};

/**
 * The lines in their groups' order, each group's best matches first ("Reading" before "Comprehension, reading"),
 * otherwise as they came (the newest record first); the groups stay together, as the list's headings need.
 */
export const bestMatchesFirst = (entries: readonly PaletteEntry[], needle: string): PaletteEntry[] => {
    const groups = [...new Set(entries.map(entry => entry.group))];
    return entries
        .map((entry, at) => ({ entry, at, group: groups.indexOf(entry.group), rank: matchRank(entry.label, needle) }))
        .sort((a, b) => a.group - b.group || a.rank - b.rank || a.at - b.at)
        .map(({ entry }) => entry);
};

/** Lines that read alike ("Add Resource" for each library) get the screen they belong to as their hint. */
export const namedApart = (entries: readonly PaletteEntry[], screenOf: (entry: PaletteEntry) => string | undefined) =>
    entries.map(entry =>
        entries.some(other => other !== entry && other.label === entry.label)
            ? { ...entry, hint: screenOf(entry) ?? entry.hint }
            : entry,
    );

/**
 * The sidebar screen a declaration's list belongs to: its own, else the one its back link leads to, followed
 * through lists inside lists (a sub folder's folders' library).
 */
export const screenOfDeclaration = (
    decl: ResourceDeclaration,
    declarations: readonly ResourceDeclaration[],
    screens: readonly PaletteEntry[],
    depth = 3,
): string | undefined => {
    const own = screens.find(screen => screen.to === `/${decl.route}` || screen.to === decl.route);
    if (own || depth === 0) return own?.label;
    const home = homeScreenOf(decl, screens);
    if (home) return home;
    const parents = (decl.list.links ?? []).flatMap(link =>
        declarations.filter(other => link.to === `/${other.route}`),
    );
    return parents.map(parent => screenOfDeclaration(parent, declarations, screens, depth - 1)).find(Boolean);
};
