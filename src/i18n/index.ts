import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { Catalogue } from './catalogue';
import { messagesOf } from './catalogue';
import { setDateLocale } from './dateLocale';
import { en } from './en';
import { LANGUAGES, type Locale } from './languages';

/** Each other language is a chunk of its own, fetched the first time it is chosen. */
const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
    zh: () => import('./locales/zh').then(m => m.catalogue),
    es: () => import('./locales/es').then(m => m.catalogue),
    fr: () => import('./locales/fr').then(m => m.catalogue),
    it: () => import('./locales/it').then(m => m.catalogue),
};

const messagesFor = (locale: string) => {
    if (locale === 'en' || !(locale in catalogues)) {
        setDateLocale(undefined);
        return en;
    }
    return catalogues[locale as Exclude<Locale, 'en'>]().then(catalogue => {
        setDateLocale(catalogue.dateLocale);
        return messagesOf(en, catalogue);
    });
};

/**
 * English is in the console's chunk (polyglot needs the default language at
 * once); the four others load on demand. allowMissing lets the server's own
 * words pass through notify() untouched: they are shown as the server sent them.
 */
export const i18nProvider = polyglotI18nProvider(messagesFor, 'en', [...LANGUAGES], { allowMissing: true });
