import type { Translate } from './translateRuntime';

/**
 * The language of the pages served outside react-admin (the sign-in page),
 * which must not load react-admin, polyglot or the catalogues. The console
 * hands its translate function over when a language other than English is
 * chosen (./index.ts), and takes it back on English. A first visit to /login
 * has none: the language starts as English on every page load (spec part 1,
 * section 3), so the English texts the page imports are right. After
 * choosing a language and signing out, the page shows that language.
 */
let current: Translate | undefined;

export const setPublicTranslate = (translate: Translate | undefined): void => {
    current = translate;
};

/**
 * A text in the console's current language: keyed (`login.title`) or, without
 * a key, keyed by the English text itself (a rule's message, one built at run
 * time included). English when no other language was chosen, or the
 * language lacks it.
 */
export const publicText = (english: string, key: string = english): string =>
    current ? current(key, { _: english }) : english;
