import { recordTitle } from '../../schema/recordTitle';
import type { ResourceDeclaration } from '../../schema/types';
import { dialogPath } from '../../schema/views/useDialogRoute';
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

/** Every sidebar entry (groups' links included) and the pages the profile menu reaches. */
export const screenEntries = (menu: readonly MenuEntry[], translate: Translate, goTo: string): PaletteEntry[] => [
    ...menu.flatMap(entry =>
        isGroup(entry)
            ? entry.entries.map(link => ({ key: link.route, group: goTo, label: translate(link.label), hint: translate(entry.label), to: link.route }))
            : [{ key: entry.route, group: goTo, label: translate(entry.label), to: entry.route }],
    ),
    { key: '/resetpassword', group: goTo, label: translate('app.change_password'), to: '/resetpassword' },
    { key: '/profile', group: goTo, label: translate('app.my_profile'), to: '/general/profile' },
];

/** "Add event", "Add coupon code", ...: every declaration that can add opens its add modal (its deep link). */
export const actionEntries = (declarations: readonly ResourceDeclaration[], text: (english: string) => string, group: string): PaletteEntry[] =>
    declarations
        .filter(decl => decl.api.create && decl.form && decl.list.addLabel)
        .map(decl => ({
            key: `add:${decl.route}`,
            group,
            label: decl.form?.addTitle ? text(decl.form.addTitle) : `${text('Add')} ${text(decl.singular)}`,
            to: dialogPath(decl, {}),
        }));

/** A found record: its name, under its entity's title; Enter opens its edit (or view) modal. */
export const recordEntry = (decl: ResourceDeclaration, record: Record<string, unknown> & { id: string | number }, text: (english: string) => string): PaletteEntry => ({
    key: `${decl.route}:${record.id}`,
    group: text(decl.title),
    label: recordTitle(decl, record),
    to: dialogPath(decl, record),
});

/** Declarations whose list call can search: the palette asks them all. */
export const searchableDeclarations = (declarations: readonly ResourceDeclaration[]) =>
    declarations.filter(decl => decl.list.search && (decl.form || decl.list.openAction) && Object.values(decl.fields).some(f => f.searchable));
