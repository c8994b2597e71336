import type { OtherLocale } from '../languages';
import type { FieldDef, ResourceDeclaration } from '../types';

/** The declarations registered before an entity that is made from them (the activity log's record types). */
type FromOthers = (others: readonly ResourceDeclaration[]) => readonly ResourceDeclaration[];

/** Message keys under `app.` (`{ menu: { events: 'Events' } }` is `app.menu.events`), as the catalogues nest them. */
export interface AppMessages {
    [key: string]: string | AppMessages;
}

/**
 * What an entity folder registers (its `entity.ts`), React-free: the data
 * provider and the fake API read it. The folder's screens are in its
 * `index.ts`, its texts in `texts.ts`, its seed rows in `fixtures.ts`, each
 * collected by a generated index (`npm run entities`).
 */
export interface Entity {
    /** Its place among the declarations: routes, lists of entities, the activity log's record types follow it. */
    order: number;
    /** Its declarations, or a function of every other entity's (listed after them). */
    declarations: readonly ResourceDeclaration[] | FromOthers;
    /** The English of the message keys its screens use (its menu link's name), merged into the app's. */
    messages?: AppMessages;
    /**
     * Other entity folders it builds on, the only ones it may import (a folder list is filed under its
     * library): tests/unit/entityFolders.test.ts fails on any other import of an entity folder.
     */
    uses?: readonly string[];
}

type Texts = Readonly<Record<string, string>>;

/**
 * A folder's texts in the other languages (its `texts.ts`): the texts only it
 * shows, keyed by their English, and its message keys. A text several folders
 * or the engine show stays in src/i18n/locales/<lang>/texts.ts.
 */
export type FolderTexts = { readonly [locale in OtherLocale]: Texts } & {
    /** Its `messages` (see Entity) in each other language. */
    messages?: { readonly [locale in OtherLocale]: AppMessages };
    /** What its custom screens show outside any declaration, through useText(): checked for translations too. */
    shown?: readonly string[];
    /** Fields of its custom pages that validate with the engine's rules: their labels and messages are shown. */
    fields?: readonly Readonly<Record<string, FieldDef>>[];
};
