import type { TranslationMessages } from 'react-admin';
import { scopedEnglish } from '../shared/textScope';
import { type Catalogue, flatten, placeholders } from './catalogue';

export interface Gaps {
    /** English message keys the language lacks. */
    missingKeys: string[];
    /** Declared or engine texts the language does not translate. */
    missingTexts: string[];
    /** Keys (or texts) whose translation names other placeholders than English. */
    placeholderMismatches: string[];
}

/**
 * Same placeholders as English; a plural text (polyglot's `||||` forms) may leave out a form's placeholder, as a
 * language with one form (Chinese) names no singular, but keeps the count that picks the form.
 */
const samePlaceholders = (english: string, translated: string) => {
    const theirs = placeholders(translated);
    if (!english.includes('||||')) return placeholders(english).join() === theirs.join();
    const ours = placeholders(english);
    const keepsCount = !ours.includes('smart_count') || theirs.includes('smart_count');
    return keepsCount && theirs.every(name => ours.includes(name));
};

/** What a language lacks against English: keys, texts, placeholders. */
export const gapsOf = (english: TranslationMessages, texts: readonly string[], catalogue: Catalogue): Gaps => {
    const en = flatten(english);
    const other = flatten(catalogue.messages);
    const missingKeys = Object.keys(en).filter(key => !(key in other));
    const missingTexts = texts.filter(text => !(text in catalogue.texts));
    // An entity's own wording (`@membership/Active`) names the placeholders of the English it words.
    const scoped = Object.keys(catalogue.texts).filter(key => {
        const text = scopedEnglish(key);
        return text !== undefined && !samePlaceholders(text, catalogue.texts[key]);
    });
    const placeholderMismatches = [
        ...Object.keys(en).filter(key => key in other && !samePlaceholders(en[key], other[key])),
        ...texts.filter(text => text in catalogue.texts && !samePlaceholders(text, catalogue.texts[text])),
        ...scoped,
    ];
    return { missingKeys, missingTexts, placeholderMismatches };
};
