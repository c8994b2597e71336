import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Mention from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type EmojiChoice, emojiMatches } from './emojiChoices';
import { EmojiSuggestion } from './emojiSuggestion';
import { type MentionPerson, mentionMatches } from './mentionPeople';
import { SuggestionPopup } from './SuggestionPopup';
import { suggestionEscapes, type SuggestionView, suggestionMenu } from './suggestionMenu';

interface Props {
    value: string;
    onChange: (html: string) => void;
}

/** Formatting, placeholder, @mentions and ':' emoji; `setPopup` shows the open suggestion list. */
const useNoteExtensions = (setPopup: (view: SuggestionView | null) => void) => {
    const translate = useTranslate();
    // Built once: the editor is rebuilt whenever its options change.
    return useMemo(
        () => [
            StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, blockquote: false }),
            Placeholder.configure({ placeholder: translate('demos.todo.add_note') }),
            Mention.configure({
                HTMLAttributes: { class: 'mention' },
                suggestion: {
                    items: ({ query }) => mentionMatches(query),
                    render: suggestionMenu(
                        translate('demos.todo.people'),
                        (person: MentionPerson) => ({ key: person.id, text: person.label }),
                        (person: MentionPerson) => ({ id: person.id, label: person.label }),
                        setPopup,
                    ),
                },
            }),
            EmojiSuggestion.configure({
                suggestion: {
                    items: ({ query }) => emojiMatches(query),
                    render: suggestionMenu(
                        translate('demos.todo.emoji'),
                        (item: EmojiChoice) => ({ key: item.name, text: `${item.emoji} :${item.shortcodes[0]}:` }),
                        (item: EmojiChoice) => item,
                        setPopup,
                    ),
                },
            }),
        ],
        [translate, setPopup],
    );
};

/**
 * A task's note: bold, italic, @mention of the sample people and ':' emoji
 * suggestions. Loaded only when a task is opened (tiptap and ProseMirror are
 * heavy).
 */
const NoteEditor = ({ value, onChange }: Props) => {
    const translate = useTranslate();
    const [popup, setPopup] = useState<SuggestionView | null>(null);
    const changed = useRef(onChange);
    useLayoutEffect(() => {
        changed.current = onChange;
    }, [onChange]);

    const extensions = useNoteExtensions(setPopup);

    const editor = useEditor(
        {
            extensions,
            content: value,
            editorProps: {
                attributes: {
                    role: 'textbox',
                    'aria-multiline': 'true',
                    'aria-label': translate('demos.todo.note'),
                },
            },
            onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
        },
        [extensions],
    );
    const marks = useEditorState({
        editor,
        selector: ({ editor: current }) => ({
            bold: current?.isActive('bold') ?? false,
            italic: current?.isActive('italic') ?? false,
        }),
    });

    // Escape that closed a suggestion list must not also close the task dialog.
    const keepDialogOnEscape = (event: KeyboardEvent) => {
        if (suggestionEscapes.has(event.nativeEvent)) event.stopPropagation();
    };

    return (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} onKeyDown={keepDialogOnEscape}>
            <ToggleButtonGroup size="small" aria-label={translate('demos.todo.formatting')} sx={{ p: 0.5 }}>
                <ToggleButton
                    value="bold"
                    selected={marks?.bold ?? false}
                    aria-label={translate('demos.todo.bold')}
                    onClick={() => editor?.chain().focus().toggleBold().run()}
                >
                    <FormatBold fontSize="small" />
                </ToggleButton>
                <ToggleButton
                    value="italic"
                    selected={marks?.italic ?? false}
                    aria-label={translate('demos.todo.italic')}
                    onClick={() => editor?.chain().focus().toggleItalic().run()}
                >
                    <FormatItalic fontSize="small" />
                </ToggleButton>
            </ToggleButtonGroup>
            <Box
                sx={{
                    borderTop: 1,
                    borderColor: 'divider',
                    '& .tiptap': { minHeight: 96, p: 1.5, outline: 'none', overflowWrap: 'anywhere' },
                    '& .tiptap:focus-visible': { boxShadow: theme => `inset 0 0 0 2px ${theme.palette.primary.main}` },
                    '& .tiptap p': { m: 0 },
                    '& .tiptap p.is-editor-empty:first-of-type::before': {
                        content: 'attr(data-placeholder)',
                        color: 'text.secondary',
                        float: 'left',
                        height: 0,
                        pointerEvents: 'none',
                    },
                    '& .mention': { color: 'primary.dark', fontWeight: 500 },
                }}
            >
                <EditorContent editor={editor} />
            </Box>
            <SuggestionPopup view={popup} />
        </Box>
    );
};
export default NoteEditor;
