// The Content-Security-Policy to serve the built console with, against one API: `node scripts/csp.js DIST API_URL`
// prints it. Scripts only from the console's own files (and index.html's one inline script, by its hash); the
// API is the only other place it may call, and show pictures and files from.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The policy for an index.html's text and the API's address. */
export const contentSecurityPolicy = (indexHtml, apiUrl) => {
    const api = new URL(apiUrl).origin;
    const inline = [...indexHtml.matchAll(/<script>([^<]*)<\/script>/g)].map(
        ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
    );
    return [
        "default-src 'self'",
        ['script-src', "'self'", ...inline].join(' '),
        // MUI's styles are written by emotion at run time.
        "style-src 'self' 'unsafe-inline'",
        `connect-src 'self' ${api}`,
        `img-src 'self' data: blob: ${api}`,
        `media-src 'self' blob: ${api}`,
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ].join('; ');
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
    const [dir, apiUrl] = process.argv.slice(2);
    if (!dir || !apiUrl) {
        console.error('usage: node scripts/csp.js DIST_DIR API_URL');
        process.exit(1);
    }
    console.log(contentSecurityPolicy(readFileSync(join(dir, 'index.html'), 'utf8'), apiUrl));
}
