import type { TranslationMessages } from 'react-admin';
import type { Catalogue } from './catalogue';
import { en } from './en';
import { login } from './en/login';
import { catalogue as es } from './locales/es';
import { catalogue as fr } from './locales/fr';
import { catalogue as it } from './locales/it';
import { catalogue as zh } from './locales/zh';
import type { Locale } from '../shared/languages';

/**
 * Every other language at once, for the completeness check and the
 * missing-keys script only: the console itself loads each on demand (./index.ts).
 */
export const allCatalogues: Record<Exclude<Locale, 'en'>, Catalogue> = { zh, es, fr, it };

/** Every English key the other languages translate: the console's (./en.ts) and the sign-in page's, which it imports itself. */
export const english: TranslationMessages = { ...en, login };
