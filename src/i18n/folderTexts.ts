import type { AppMessages, FolderTexts } from '../shared/entities/entityParts';
import { folderDeclarationNames } from '../shared/entities/declarations';
import { scopedTextKey } from '../shared/textScope';
import { folderTexts } from '../resources/texts.gen';
import { type Catalogue, overlay } from './catalogue';
import type { OtherLocale } from '../shared/languages';

type Texts = Readonly<Record<string, string>>;

const folders = Object.values(folderTexts);

/** The message trees of several folders as one `app` tree. */
const merged = (trees: readonly (AppMessages | undefined)[]): object =>
    trees.reduce<object>((all, tree) => overlay(all, tree ?? {}), {});

/**
 * A folder's texts as its own declarations word them (`@membership/Active`), where they differ from the text shown
 * elsewhere: the views of a declaration look there first (src/schema/views/useText.ts).
 */
const scopedTexts = (
    locale: OtherLocale,
    folders: Readonly<Record<string, FolderTexts>>,
    names: Readonly<Record<string, readonly string[]>>,
    shown: Texts,
): Texts =>
    Object.fromEntries(
        Object.entries(folders).flatMap(([folder, texts]) =>
            Object.entries(texts[locale])
                .filter(([english, own]) => shown[english] !== own)
                .flatMap(([english, own]) => (names[folder] ?? []).map(scope => [scopedTextKey(scope, english), own])),
        ),
    );

/**
 * A language's texts with the entity folders' put in: each folder's as its declarations word them, and every
 * folder's as shown elsewhere (the activity log names every entity), where the shared catalogue's word comes first
 * (a text two folders word differently, "Active", needs one there: tests/unit/folderTexts.test.ts).
 */
export const textsWithFolders = (
    locale: OtherLocale,
    shared: Texts,
    folders: Readonly<Record<string, FolderTexts>> = folderTexts,
    names: Readonly<Record<string, readonly string[]>> = folderDeclarationNames,
): Texts => {
    const shown: Texts = Object.assign({}, ...Object.values(folders).map(folder => folder[locale]), shared);
    return { ...shown, ...scopedTexts(locale, folders, names, shown) };
};

/** A language's catalogue with the entity folders' texts and messages (their texts.ts) put in. */
export const withFolderTexts = (locale: OtherLocale, catalogue: Catalogue): Catalogue => ({
    ...catalogue,
    messages: overlay(catalogue.messages, { app: merged(folders.map(folder => folder.messages?.[locale])) }),
    texts: textsWithFolders(locale, catalogue.texts),
});

/** What the folders' custom screens show outside any declaration, and their pages' field sets. */
export const folderShown = folders.flatMap(folder => folder.shown ?? []);
export const folderFields = folders.flatMap(folder => folder.fields ?? []);
