import type { TranslationMessages } from 'react-admin';
import { type Catalogue, messagesOf } from './catalogue';
import { setDateLocale } from '../shared/dateLocale';
import { setPickerTexts } from '../schema/views/pickerTexts';
import type { OtherLocale } from '../shared/languages';
import { type Translate, translatingRuntimeMessages } from './translateRuntime';

/** Each language is a chunk of its own, fetched the first time it is chosen. */
const catalogues: Record<OtherLocale, () => Promise<Catalogue>> = {
    zh: () => import('./locales/zh').then(m => m.catalogue),
    es: () => import('./locales/es').then(m => m.catalogue),
    fr: () => import('./locales/fr').then(m => m.catalogue),
    it: () => import('./locales/it').then(m => m.catalogue),
};

/** A language's own texts and dates, with its date-fns locale and its date pickers' words set as it arrives. */
export const loadCatalogue = async (locale: OtherLocale): Promise<Catalogue> => {
    const catalogue = await catalogues[locale]();
    setDateLocale(catalogue.dateLocale);
    setPickerTexts(catalogue.pickerTexts);
    return catalogue;
};

/**
 * A language other than English, loaded when first chosen, with what every
 * such language needs (this module), so the first screen holds English only:
 * its messages put over English's, its date-fns locale, and a translate that
 * also translates the messages built at run time (English shows those as built).
 */
export const loadLanguage = async (locale: OtherLocale, english: TranslationMessages, byPolyglot: Translate) => {
    const catalogue = await loadCatalogue(locale);
    return { messages: messagesOf(english, catalogue), translate: translatingRuntimeMessages(byPolyglot) };
};
