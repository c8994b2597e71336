import { useTranslate } from 'react-admin';

/**
 * Shows a declaration's or the engine's English text through the i18n
 * provider, keyed by the text itself (as react-admin does for labels and
 * confirmations), so a language file can translate it without code changes.
 */
export const useText = () => {
    const translate = useTranslate();
    return (english: string, options?: Record<string, unknown>) => translate(english, { _: english, ...options });
};
