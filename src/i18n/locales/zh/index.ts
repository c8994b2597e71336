import { zhCN } from 'date-fns/locale/zh-CN';
import type { Catalogue } from '../../catalogue';
import { app } from './app';
import { ra } from './ra';
import { texts } from './texts';

/** Simplified Chinese: react-admin's messages (kept here), the console's texts, and date-fns' zh-CN locale. */
export const catalogue: Catalogue = { messages: { ra, ...app }, texts, dateLocale: zhCN };
