import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { account } from './en/account';
import { chatContactsTodo } from './en/chatContactsTodo';
import { dashboard, history } from './en/dashboard';
import { demosPartA } from './en/demosPartA';
import { layoutSettings } from './en/layoutSettings';
import { login } from './en/login';
import { packages } from './en/packages';
import { pages } from './en/pages';
import { shell } from './en/shell';

/**
 * English texts: react-admin's own plus the app's, letter for letter from the
 * spec. Each area keeps its texts in its own file under ./en/.
 */
export const en: TranslationMessages = {
    ...englishMessages,
    app: { ...shell, history, layout_settings: layoutSettings, packages },
    dashboard,
    account,
    login,
    pages,
    demos: demosPartA,
    ...chatContactsTodo,
};
