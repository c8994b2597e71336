import type { Catalogue } from './catalogue';
import { catalogue as es } from './locales/es';
import { catalogue as fr } from './locales/fr';
import { catalogue as it } from './locales/it';
import { catalogue as zh } from './locales/zh';
import type { Locale } from './languages';

/**
 * Every other language at once, for the completeness check and the
 * missing-keys script only: the console itself loads each on demand (./index.ts).
 */
export const allCatalogues: Record<Exclude<Locale, 'en'>, Catalogue> = { zh, es, fr, it };
