import { eventScreen } from './event';
import { gradeScreen } from './grade';
import { noticeScreen } from './notice';
import type { Screen } from './screens';

/**
 * Every screen. The sidebar's order and labels are in layout/; a screen
 * appears there once it is listed here.
 */
export const screens: readonly Screen[] = [eventScreen, gradeScreen, noticeScreen];
