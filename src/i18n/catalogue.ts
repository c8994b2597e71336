import type { TranslationMessages } from 'react-admin';

/**
 * A language other than English: its messages keyed as English's (react-admin's
 * `ra.*` and the console's own keys), and its translations of the texts the
 * declarations and the engine show, keyed by the English text itself.
 */
export interface Catalogue {
    messages: TranslationMessages;
    texts: Readonly<Record<string, string>>;
    /** date-fns locale for dates with month or day names. */
    dateLocale: import('date-fns').Locale;
    /** The date pickers' words (placeholder, buttons, labels): MUI X's package for the language. */
    pickerTexts: import('@mui/x-date-pickers/locales').PickersInputLocaleText;
}

type Tree = { [key: string]: string | Tree };

/** Every key of a nested catalogue as a dotted path, with its text. */
export const flatten = (tree: object, prefix = ''): Record<string, string> =>
    Object.entries(tree as Tree).reduce<Record<string, string>>((flat, [key, value]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') flat[path] = value;
        else if (value && typeof value === 'object') Object.assign(flat, flatten(value, path));
        return flat;
    }, {});

/** The `%{name}` placeholders of a text, sorted, so two languages can be compared. */
export const placeholders = (text: string): string[] =>
    [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map(m => m[1]))].sort();

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** English underneath, the language on top: a key the language lacks shows English, never the key. */
export const overlay = (base: object, top: object): TranslationMessages => {
    const out: Tree = { ...(base as Tree) };
    for (const [key, value] of Object.entries(top as Tree)) {
        out[key] = isTree(value) && isTree(out[key]) ? (overlay(out[key], value) as Tree) : value;
    }
    return out as TranslationMessages;
};

/** What polyglot is given for a language: its messages over English's, and its texts as flat keys. */
export const messagesOf = (english: TranslationMessages, catalogue: Catalogue): TranslationMessages => ({
    ...overlay(english, catalogue.messages),
    ...catalogue.texts,
});
