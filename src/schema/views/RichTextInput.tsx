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

/** Loaded on demand: the editor (tiptap + ProseMirror) is never in the first load. */
const RichTextInput = ({ source, label }: { source: string; label: string }) => (
    <Editor source={source} label={label} fullWidth toolbar={toolbar} />
);
export default RichTextInput;
