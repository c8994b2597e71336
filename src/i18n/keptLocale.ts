import { LANGUAGES, type Locale } from '../shared/languages';

/** Where this browser keeps the chosen language, so a reload, a new tab and the sign-in page keep it. */
const KEY = 'console.locale';

const known = (value: unknown): value is Locale => LANGUAGES.some(language => language.locale === value);

/** The language last chosen in this browser; English when none was, or storage is closed to the page. */
export const keptLocale = (): Locale => {
    try {
        const value = window.localStorage.getItem(KEY);
        return known(value) ? value : 'en';
    } catch {
        return 'en';
    }
};

export const keepLocale = (locale: unknown): void => {
    if (!known(locale)) return;
    try {
        window.localStorage.setItem(KEY, locale);
    } catch {
        // Private windows may refuse: the language then lasts as long as the page.
    }
};
