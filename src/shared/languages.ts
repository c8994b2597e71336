/** The console's languages (spec section 9), English first: it is the default and always loaded. */
export const LANGUAGES = [
    { locale: 'en', name: 'English' },
    { locale: 'zh', name: '中文' },
    { locale: 'es', name: 'Español' },
    { locale: 'fr', name: 'Français' },
    { locale: 'it', name: 'Italiano' },
] as const;

export type Locale = (typeof LANGUAGES)[number]['locale'];

export type OtherLocale = Exclude<Locale, 'en'>;

export const OTHER_LOCALES = LANGUAGES.map(l => l.locale).filter((l): l is OtherLocale => l !== 'en');
