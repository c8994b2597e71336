import type { RichTextField } from '../types';
import type { KindRule } from './kind';
import { defaultTextCap, emptyString } from './ruleParts';

/** A length cap where the spec gives none: a formatted page, HTML included. */
const RICH_TEXT_CAP = 50_000;

/** Rich text with no visible text (e.g. `<p></p>` or `<p><br></p>`) counts as empty. */
export const isBlankHtml = (html: unknown): boolean =>
    typeof html !== 'string' ||
    html
        .replace(/<(img|video|iframe)\b/gi, 'x<')
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim() === '';

export const rule: KindRule<RichTextField> = (field, { required }) => {
    const cap = defaultTextCap(field.inputLabel ?? field.label, RICH_TEXT_CAP);
    return required(emptyString().max(cap.length, cap.message), (r, m) => r.test('filled', m, v => !isBlankHtml(v)));
};
