import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { setDateLocale } from '../shared/dateLocale';
import { setPickerTexts } from '../schema/views/pickerTexts';
import { en } from './en';
import { LANGUAGES, OTHER_LOCALES, type OtherLocale } from '../shared/languages';
import { setPublicTranslate } from './publicTexts';
import type { Translate } from './translateRuntime';

const byPolyglot: Translate = (key, options) => polyglot.translate(key, options);
/** The language's translate: polyglot's for English, and for the others with the messages built at run time too. */
let translate = byPolyglot;

/**
 * Switches translate as the language's messages arrive, a moment before polyglot takes them: meanwhile a
 * message built at run time shows in English, as with English itself. The sign-in page, outside
 * react-admin, gets the same function, so it shows the language after signing out (./publicTexts.ts).
 */
const translateWith = (other?: Translate) => {
    translate = other ?? byPolyglot;
    setPublicTranslate(other);
};

const messagesFor = (locale: string) => {
    if (!OTHER_LOCALES.includes(locale as OtherLocale)) {
        setDateLocale(undefined);
        setPickerTexts(undefined);
        translateWith(undefined);
        return en;
    }
    // The other languages, and what they need beyond their own texts, load on first use (./otherLanguage.ts).
    return import('./otherLanguage')
        .then(other => other.loadLanguage(locale as OtherLocale, en, byPolyglot))
        .then(language => {
            translateWith(language.translate);
            return language.messages;
        });
};

/**
 * English is in the console's chunk (polyglot needs the default language at
 * once); the four others load on demand. allowMissing lets the server's own
 * words pass through notify() untouched: they are shown as the server sent them.
 */
const polyglot = polyglotI18nProvider(messagesFor, 'en', [...LANGUAGES], { allowMissing: true });

export const i18nProvider: I18nProvider = { ...polyglot, translate: (key, options) => translate(key, options) };
