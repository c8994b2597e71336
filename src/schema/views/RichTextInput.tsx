import { RichTextInput as Editor } from 'ra-input-rich-text';

/** Loaded on demand: the editor (tiptap + ProseMirror) is never in the first load. */
const RichTextInput = ({ source, label }: { source: string; label: string }) => (
    <Editor source={source} label={label} fullWidth />
);
export default RichTextInput;
