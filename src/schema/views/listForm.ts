import type { FormDialogProps } from './FormDialog';
import { loadOnIntent, preloadable } from '../preloadable';

/**
 * The add/edit modal's code (inputs, rules, forms) is not needed to show the
 * list: it runs when the pointer or the keyboard reaches Add, or when a modal
 * opens (the app puts its files in the browser's cache once the list is shown).
 */
export const FormDialog = preloadable<FormDialogProps>(() => import('./FormDialog').then(module => module.FormDialog));

/** Pointing at or tabbing to Add starts the modal's code. */
export const formOnIntent = loadOnIntent(FormDialog);
