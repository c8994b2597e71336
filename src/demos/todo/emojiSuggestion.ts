import { Extension } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion, { type SuggestionOptions } from '@tiptap/suggestion';
import type { EmojiChoice } from './emojiChoices';

type Options = { suggestion: Omit<SuggestionOptions<EmojiChoice, EmojiChoice>, 'editor'> };

/**
 * ':' emoji suggestions: tiptap's own suggestion plugin (as its mention uses)
 * over the compact list, inserting the chosen character as plain text. The
 * notes stay plain HTML, with no emoji node to parse when a note is read back.
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
    addProseMirrorPlugins() {
        return [Suggestion({ editor: this.editor, ...this.options.suggestion })];
    },
});
