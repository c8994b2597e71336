import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { account } from './en/account';
import { chatContactsTodo } from './en/chatContactsTodo';
import { dashboard, history } from './en/dashboard';
import { demosPartA } from './en/demosPartA';
import { layoutSettings } from './en/layoutSettings';
import { packages } from './en/packages';
import { pages } from './en/pages';
import { shell } from './en/shell';

/**
 * English texts: react-admin's own plus the app's, letter for letter from the
 * spec. Each area keeps its texts in its own file under ./en/. The sign-in
 * page's (./en/login.ts) are not here: that page runs outside react-admin and
 * imports its English itself (src/i18n/publicTexts.ts), so the console's first
 * screen does not carry them; the other languages translate them all the same
 * (./allCatalogues.ts).
 */
export const en: TranslationMessages = {
    ...englishMessages,
    app: { ...shell, history, layout_settings: layoutSettings, packages },
    dashboard,
    account,
    pages,
    demos: demosPartA,
    ...chatContactsTodo,
};
