import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';

/**
 * Stored HTML, sanitised: no script, event handler or javascript: URL from the API ever runs. A chunk of its own
 * (with its sanitiser), loaded by the lists that have a rich-text column.
 */
export const SafeHtml = ({ html }: { html: unknown }) => (
    <Box
        className="rich-html"
        sx={{ '& p': { m: 0 } }}
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(typeof html === 'string' ? html : '') }}
    />
);
