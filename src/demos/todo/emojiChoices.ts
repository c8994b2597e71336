/**
 * A compact emoji set for notes (~320: faces, hearts, hands and the symbols a to-do note uses), one a line:
 * `character short codes | tags`, after GitHub's short codes. Not the whole Unicode set, which would weigh more
 * than half the note editor. Characters only, none newer than Emoji 13, so common systems draw them all.
 */
import emojiTable from './emojis.txt?raw';

/** One emoji the ':' suggestion offers: its character, short codes (the first is its name) and a few tags. */
export interface EmojiChoice {
    emoji: string;
    name: string;
    shortcodes: string[];
    tags: string[];
}

/** A lone character drawn as text by default (❤, ☺) asks for its emoji look (U+FE0F), as emoji keyboards send it. */
const emojiStyle = (emoji: string) =>
    /^\p{Extended_Pictographic}$/u.test(emoji) && !/\p{Emoji_Presentation}/u.test(emoji) ? `${emoji}\uFE0F` : emoji;

export const EMOJIS: readonly EmojiChoice[] = emojiTable
    .trim()
    .split('\n')
    .map(line => {
        const [head, tagText = ''] = line.split(' | ');
        const [emoji, ...shortcodes] = head.split(' ');
        return { emoji: emojiStyle(emoji), name: shortcodes[0], shortcodes, tags: tagText.split(' ').filter(Boolean) };
    });

/** Emojis whose short code or tag starts with what follows the ':' (short codes first, the matching code shown first). */
export const emojiMatches = (query: string, limit = 8): EmojiChoice[] => {
    const q = query.trim().toLowerCase();
    const byCode = EMOJIS.filter(item => item.shortcodes.some(code => code.startsWith(q)))
        .slice(0, limit)
        .map(item => ({
            ...item,
            shortcodes: [...item.shortcodes].sort((a, b) => Number(b.startsWith(q)) - Number(a.startsWith(q))),
        }));
    if (byCode.length === limit) return byCode;
    const byTag = EMOJIS.filter(
        item => !item.shortcodes.some(code => code.startsWith(q)) && item.tags.some(tag => tag.startsWith(q)),
    );
    return [...byCode, ...byTag].slice(0, limit);
};

/** Emoticons typed then followed by a space that become their emoji (GitHub's pairs), by the emoji's name. */
const EMOTICON_NAMES: Readonly<Record<string, string>> = {
    ':)': 'slightly_smiling_face',
    ':D': 'smile',
    ';)': 'wink',
    ':(': 'frowning_face',
    ':/': 'confused',
    ':|': 'neutral_face',
    ':p': 'stuck_out_tongue',
    ':P': 'stuck_out_tongue',
    ':o': 'astonished',
    ':O': 'astonished',
    xD: 'laughing',
    XD: 'laughing',
    ":'(": 'cry',
    '8)': 'sunglasses',
    '<3': 'heart',
    '</3': 'broken_heart',
};

export const EMOTICONS: readonly { emoticon: string; emoji: string }[] = Object.entries(EMOTICON_NAMES).flatMap(
    ([emoticon, name]) => {
        const found = EMOJIS.find(item => item.name === name);
        return found ? [{ emoticon, emoji: found.emoji }] : [];
    },
);
