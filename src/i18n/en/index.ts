import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { account } from './account';
import { dashboard, history } from './dashboard';
import { demos } from './demos';
import { layoutSettings } from './layoutSettings';
import { packages } from './packages';
import { pages } from './pages';
import { shell } from './shell';

/**
 * English texts: react-admin's own plus the app's, letter for letter from the
 * spec. Each area keeps its texts in its own file beside this one. The sign-in
 * page's (./login.ts) are not here: that page runs outside react-admin and
 * imports its English itself (src/i18n/publicTexts.ts), so the console's first
 * screen does not carry them; the other languages translate them all the same
 * (../allCatalogues.ts).
 */
export const en: TranslationMessages = {
    ...englishMessages,
    app: { ...shell, history, layout_settings: layoutSettings, packages },
    dashboard,
    account,
    pages,
    demos,
};
