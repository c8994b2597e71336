import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

/**
 * English now; the other languages of the settings drawer arrive with it.
 * allowMissing lets the server's own words pass through notify() untouched.
 */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
});
