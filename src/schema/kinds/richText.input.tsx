import { lazy, Suspense } from 'react';
import type { RichTextField } from '../../shared/types';
import { InputPlaceholder } from './InputPlaceholder';
import type { KindInputProps } from '../../shared/kinds/kind';

// Loaded on demand: the editor (tiptap + ProseMirror) is never in the first load.
const RichTextInput = lazy(() => import('../views/RichTextInput'));

export const RichTextKindInput = ({ name, label, required, disabled }: KindInputProps<RichTextField>) => (
    <Suspense fallback={<InputPlaceholder shape="editor" />}>
        <RichTextInput source={name} label={label} required={required} disabled={disabled} />
    </Suspense>
);
