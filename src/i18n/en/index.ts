import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { entityFolders } from '../../shared/entities/entities.gen';
import { overlay } from '../catalogue';
import { account } from './account';
import { dashboard } from './dashboard';
import { demos } from './demos';
import { insights } from './insights';
import { layoutSettings } from './layoutSettings';
import { pages } from './pages';
import { shell } from './shell';

/** The entity folders' own message keys (their menu links' names), from their entity.ts. */
const entityMessages = Object.values(entityFolders).reduce<object>(
    (all, entity) => overlay(all, entity.messages ?? {}),
    {},
);

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
    app: { ...overlay(shell, entityMessages), layout_settings: layoutSettings },
    dashboard,
    insights,
    account,
    pages,
    demos,
};
