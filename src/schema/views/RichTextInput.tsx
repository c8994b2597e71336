import {
    AlignmentButtons,
    ClearButtons,
    RichTextInput as Editor,
    FormatButtons,
    LinkButtons,
    ListButtons,
    QuoteButtons,
    RichTextInputToolbar,
} from 'ra-input-rich-text';

/**
 * The toolbar without react-admin's heading-level select: it puts a list item
 * inside a nav (an accessibility error), and notices need no heading levels.
 */
const toolbar = (
    <RichTextInputToolbar>
        <FormatButtons />
        <AlignmentButtons />
        <ListButtons />
        <LinkButtons />
        <QuoteButtons />
        <ClearButtons />
    </RichTextInputToolbar>
);

interface Props {
    source: string;
    label: string;
    required?: boolean;
    disabled?: boolean;
}

/**
 * Loaded on demand: the editor (tiptap + ProseMirror) is never in the first
 * load. Marked required like the text fields ("*"), tall enough to write a
 * few paragraphs in, and its message indented as the text fields' are.
 */
const RichTextInput = ({ source, label, required = false, disabled = false }: Props) => (
    <Editor
        source={source}
        label={label}
        isRequired={required}
        disabled={disabled}
        fullWidth
        toolbar={toolbar}
        sx={{
            my: 1,
            '& .ProseMirror': { minHeight: 160, maxHeight: 360, overflowY: 'auto' },
            '& .MuiFormHelperText-root': { mx: '14px' },
        }}
    />
);
export default RichTextInput;
