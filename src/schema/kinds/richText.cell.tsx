import { Suspense } from 'react';
import { preloadable } from '../preloadable';
import type { RichTextField } from '../../shared/types';
import type { KindCell } from './cellProps';

/** Rich text, sanitised, from a chunk its list asks for as it sets up its columns (before its rows arrive). */
const SafeHtml = preloadable(() => import('../views/SafeHtml').then(module => module.SafeHtml));

export const preloadRichTextCell = () => void SafeHtml.preload().catch(() => undefined);

export const richTextCell: KindCell<RichTextField> = ({ value }) => (
    <Suspense fallback={null}>
        <SafeHtml html={value} />
    </Suspense>
);
