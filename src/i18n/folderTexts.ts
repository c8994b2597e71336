import type { AppMessages } from '../shared/entities/entityParts';
import { folderTexts } from '../resources/texts.gen';
import { type Catalogue, overlay } from './catalogue';
import type { OtherLocale } from '../shared/languages';

const folders = Object.values(folderTexts);

/** The message trees of several folders as one `app` tree. */
const merged = (trees: readonly (AppMessages | undefined)[]): object =>
    trees.reduce<object>((all, tree) => overlay(all, tree ?? {}), {});

/** A language's catalogue with the entity folders' texts and messages (their texts.ts) put in. */
export const withFolderTexts = (locale: OtherLocale, catalogue: Catalogue): Catalogue => ({
    ...catalogue,
    messages: overlay(catalogue.messages, { app: merged(folders.map(folder => folder.messages?.[locale])) }),
    texts: Object.assign({}, catalogue.texts, ...folders.map(folder => folder[locale])),
});

/** What the folders' custom screens show outside any declaration, and their pages' field sets. */
export const folderShown = folders.flatMap(folder => folder.shown ?? []);
export const folderFields = folders.flatMap(folder => folder.fields ?? []);
