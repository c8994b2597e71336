import type { Locale } from 'date-fns';

/**
 * The date-fns locale of the chosen language, for dates written with month
 * or day names. Set by the i18n provider when a language's chunk arrives;
 * English is date-fns' own default, so it costs nothing in the first load.
 */
let current: Locale | undefined;

export const setDateLocale = (locale: Locale | undefined) => {
    current = locale;
};

export const dateLocale = (): Locale | undefined => current;
