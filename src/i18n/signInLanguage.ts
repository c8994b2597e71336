import polyglotI18nProvider from 'ra-i18n-polyglot';
import { loadCatalogue } from './otherLanguage';
import type { OtherLocale } from '../shared/languages';
import { setPublicTranslate } from './publicTexts';
import { translatingRuntimeMessages } from './translateRuntime';

/**
 * The sign-in page in the language kept from the last visit, before it is shown: its texts over the page's
 * English (which the page imports itself). Loaded only when that language is not English.
 */
export const showSignInIn = async (locale: OtherLocale): Promise<void> => {
    const catalogue = await loadCatalogue(locale);
    const messages = { ...catalogue.messages, ...catalogue.texts };
    const polyglot = polyglotI18nProvider(() => messages, locale, [], { allowMissing: true });
    setPublicTranslate(translatingRuntimeMessages((key, options) => polyglot.translate(key, options)));
};
