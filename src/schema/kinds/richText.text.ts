import type { RichTextField } from '../../shared/types';
import type { KindExportText } from '../../shared/kinds/kind';

/** The words without their formatting. */
const plainText = (html: unknown): string => {
    if (typeof html !== 'string' || !html) return '';
    if (typeof DOMParser === 'undefined')
        return html
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim();
    return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

export const exportText: KindExportText<RichTextField> = (_field, value) => plainText(value);

/** Free text wraps inside its list cell. */
export const wrapsInList = (): boolean => true;
