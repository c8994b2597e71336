import { type EmojiItem, gitHubEmojis } from '@tiptap/extension-emoji';

/**
 * GitHub's emoji set, characters only: without `fallbackImage` the editor
 * never writes a CDN image into the note (nor fetches one) where the system
 * lacks an emoji font. GitHub's custom emojis have no character and go too.
 */
export const EMOJIS: EmojiItem[] = gitHubEmojis
    .filter(item => item.emoji)
    .map(({ fallbackImage: _image, ...item }) => item as EmojiItem);

/** Emojis whose short code or tag starts with what follows the ':' (short codes first, the matching code shown first). */
export const emojiMatches = (query: string, limit = 8): EmojiItem[] => {
    const q = query.trim().toLowerCase();
    const byCode = EMOJIS.filter(item => item.shortcodes.some(code => code.startsWith(q)))
        .slice(0, limit)
        .map(item => ({ ...item, shortcodes: [...item.shortcodes].sort((a, b) => Number(b.startsWith(q)) - Number(a.startsWith(q))) }));
    if (byCode.length === limit) return byCode;
    const byTag = EMOJIS.filter(item => !item.shortcodes.some(code => code.startsWith(q)) && item.tags.some(tag => tag.startsWith(q)));
    return [...byCode, ...byTag].slice(0, limit);
};
