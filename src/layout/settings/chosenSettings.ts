import { DEFAULT_SETTINGS, type LayoutSettings } from './settingsRules';

/**
 * The layout settings last chosen in this page load, kept beside
 * react-admin's store, which it empties when the admin signs out. The sign-in
 * page (outside react-admin) and the console after the next sign-in keep the
 * look chosen, as they keep the language (src/i18n/publicTexts.ts): signing
 * out in the Dark preset does not flash a white page. A reload brings the
 * defaults back (spec part 1, section 3: not persisted).
 */
let chosen: LayoutSettings = DEFAULT_SETTINGS;

export const chosenSettings = (): LayoutSettings => chosen;

export const keepSettings = (settings: LayoutSettings): void => {
    chosen = settings;
};
