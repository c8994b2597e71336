import type { AcceptedTypes } from '../../src/shared/types';

/**
 * The type a file's bytes show, whatever its name or declared type claims,
 * among the types a field accepts. Office files are zip archives: their
 * type follows the name's extension once the bytes are a zip.
 */
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
    bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map(c => c.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OFFICE: Record<string, string> = {
    '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The control characters plain text may hold: tab, line feed, form feed, carriage return. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Plain text: valid UTF-8 without control bytes other than tab, line feed, carriage return and form feed. */
const isPlainText = (bytes: Uint8Array): boolean => {
    if (bytes.length === 0) return false;
    try {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        for (let i = 0; i < text.length; i++) {
            const code = text.charCodeAt(i);
            if (code === 0x7f || (code < 0x20 && !TEXT_CONTROLS.has(code))) return false;
        }
        return true;
    } catch {
        return false;
    }
};

const sniff = (bytes: Uint8Array, extension: string): string | undefined => {
    if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
    if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
    if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
    if (startsWith(bytes, ZIP)) return OFFICE[extension];
    if (startsWith(bytes, ascii('ID3')) || (bytes.length > 1 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0))
        return 'audio/mpeg';
    if (startsWith(bytes, ascii('ftyp'), 4)) return 'video/mp4';
    if (isPlainText(bytes)) return 'text/plain';
    return undefined;
};

/** The file's type and the extension it is stored with, or undefined when the field does not take it. */
export const acceptedFileType = (
    bytes: Uint8Array,
    originalName: string,
    accept: AcceptedTypes,
): { type: string; extension: string } | undefined => {
    const dot = originalName.lastIndexOf('.');
    const extension = dot >= 0 ? originalName.slice(dot).toLowerCase() : '';
    const type = sniff(bytes, extension);
    const extensions = type ? accept[type] : undefined;
    if (!type || !extensions || extensions.length === 0) return undefined;
    return { type, extension: extensions.includes(extension) ? extension : extensions[0] };
};
