import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

/**
 * The date pickers' own words in the chosen language (their "DD/MM/YYYY" placeholder, buttons and labels), set
 * by the i18n provider with the language's date-fns locale (../dateLocale.ts); MUI's English when unset.
 */
let current: PickersInputLocaleText | undefined;

export const setPickerTexts = (texts: PickersInputLocaleText | undefined) => {
    current = texts;
};

export const pickerTexts = (): PickersInputLocaleText | undefined => current;
