import { Extension, textInputRule } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion, { type SuggestionOptions } from '@tiptap/suggestion';
import { type EmojiChoice, EMOTICONS } from './emojiChoices';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Options = { suggestion: Omit<SuggestionOptions<EmojiChoice, EmojiChoice>, 'editor'> };

/**
 * ':' emoji suggestions: tiptap's own suggestion plugin (as its mention uses)
 * over the compact list, inserting the chosen character as plain text. The
 * notes stay plain HTML, with no emoji node to parse when a note is read back.
 * A typed emoticon (':)', '<3') becomes its emoji when a space follows it
 * (Backspace right after undoes it, as every tiptap input rule).
 */
export const EmojiSuggestion = Extension.create<Options>({
    name: 'emojiSuggestion',
    addOptions() {
        return {
            suggestion: {
                char: ':',
                pluginKey: new PluginKey('emojiSuggestion'),
                command: ({ editor, range, props }) => {
                    editor.chain().focus().insertContentAt(range, { type: 'text', text: props.emoji }).run();
                },
            },
        };
    },
    addInputRules() {
        // Only after a space or at the line's start, so 'http://' or '12:30' stay as they are.
        return EMOTICONS.map(({ emoticon, emoji }) =>
            textInputRule({ find: new RegExp(`(?:^|\\s)(${escaped(emoticon)}) $`), replace: emoji }),
        );
    },
    addProseMirrorPlugins() {
        return [Suggestion({ editor: this.editor, ...this.options.suggestion })];
    },
});
