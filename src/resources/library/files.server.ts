/*
 * A resource's one file: checked by its bytes, stored under a name of ours, linked from answers with signed
 * links, and served back to whom may read it (downloads refused where the resource blocks them).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Request } from 'express';
import multer from 'multer';
import { coachLibraryResource, RESOURCE_FILES_PATH } from './schema';
import type { FileField } from '../../shared/types';
import type { Sessions } from '../../../server/auth/sessions';
import { resourceVisible } from './access.server';
import type { Viewer } from '../../../server/domain/viewer';
import { Refusal, handle } from '../../../server/http/answers';
import { attachmentHeader } from '../../../server/http/contentDisposition';
import { LINK_EXPIRED, LINK_REFUSED, type FileLinks } from '../../../server/http/fileLinks';
import { acceptedFileType } from '../../../server/http/fileType';
import { textOf } from '../../../server/http/formValues';
import { bearerToken } from '../../../server/http/guard';
import { multipart, multipartParser } from '../../../server/http/multipart';
import type { StoredRecord } from '../../../server/store/dbFile';
import type { Collection } from '../../../server/store/collection';

/** The seed's sample files, served beside uploads (never written to). */
const SAMPLE_FILES_DIR = fileURLToPath(new URL('../../../fixtures/resource-files/', import.meta.url));
/** Stored names are ours: a random part and a known extension; nothing else is ever looked up on disk. */
const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.[a-z0-9]{2,5}$/;

export const fileField = coachLibraryResource.fields.resource_file as FileField;

const upload = multipartParser({
    storage: multer.memoryStorage(),
    limits: { fileSize: fileField.maxBytes, files: 1, fields: 200, fieldSize: 64 * 1024 },
}).single('resource_file');

/** multer's own words ("File too large") become the form's; a malformed body is a 400. */
export const uploadResource = multipart(upload, {
    LIMIT_FILE_SIZE: fileField.sizeMessage,
    LIMIT_UNEXPECTED_FILE: 'Only one file can be uploaded, as resource_file',
});

/** Where uploads go, and the links answers carry to them. */
export interface ResourceFiles {
    /** Checks a new upload by its bytes and stores it under a name of ours. */
    store(file: Express.Multer.File): Promise<string>;
    remove(name: unknown): Promise<void>;
    /**
     * A resource as answers show it: with signed links to its file (`file_url` to open it, `download_url`
     * unless downloads are blocked), since a new tab carries no token.
     */
    withLinks(row: StoredRecord, viewer: Viewer): StoredRecord;
}

export const resourceFiles = (filesDir: string, links: FileLinks): ResourceFiles => ({
    async store(file) {
        const found = acceptedFileType(file.buffer, file.originalname, fileField.accept);
        if (!found) throw new Refusal(400, fileField.typeMessage);
        const name = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}${found.extension}`;
        await mkdir(filesDir, { recursive: true });
        await writeFile(join(filesDir, name), file.buffer);
        return name;
    },
    async remove(name) {
        if (typeof name === 'string' && STORED_NAME.test(name)) await rm(join(filesDir, name), { force: true });
    },
    withLinks(row, viewer) {
        const name = textOf(row.resource_file);
        // A private resource's file is its creator's alone.
        if (!STORED_NAME.test(name) || (row.isPrivate === true && String(row.userId) !== viewer.id)) return row;
        const path = `${RESOURCE_FILES_PATH}${name}`;
        return {
            ...row,
            file_url: links.link(path),
            ...(row.block_download === true ? {} : { download_url: links.link(path, { download: true }) }),
        };
    },
});

/** Without a signed link, the bearer's session must be one that may read the resource. */
const refuseUnsignedReader = async (req: Request, sessions: Sessions, row: StoredRecord | undefined) => {
    const token = bearerToken(req.get('authorization'));
    const session = token ? await sessions.check(token) : undefined;
    if (!session) throw new Refusal(403, LINK_REFUSED);
    if (!row) throw new Refusal(404, 'File not found');
    const own = String(row.userId) === session.user._id;
    if (row.isPrivate === true && !own) throw new Refusal(403, 'This resource is private to its creator');
    if (!resourceVisible({ id: session.user._id, superAdmin: session.role !== 'coach' }, row))
        throw new Refusal(404, 'File not found');
};

/**
 * A file opens through the signed link its resource's answer carries (a new tab has no token), or for a session
 * that may read the resource; `download=1` asks for an attachment, which a resource that blocks downloads
 * refuses. A private resource's file is its creator's alone.
 */
export const serveResourceFile = (
    resources: () => Collection,
    filesDir: string,
    links: FileLinks,
    sessions: Sessions,
) =>
    handle(async (req, res) => {
        const name = String(req.params.name);
        const row = STORED_NAME.test(name) ? resources().find(r => r.resource_file === name) : undefined;
        const signed = links.check(req);
        if (signed === 'expired') throw new Refusal(403, LINK_EXPIRED);
        if (signed === 'none') await refuseUnsignedReader(req, sessions, row);
        if (!row) throw new Refusal(404, 'File not found');
        const download = req.query.download === '1';
        if (download && row.block_download === true) throw new Refusal(403, 'This resource cannot be downloaded');
        const dir = [filesDir, SAMPLE_FILES_DIR].find(d => existsSync(join(d, name)));
        if (!dir) throw new Refusal(404, 'File not found');
        if (download) res.setHeader('Content-Disposition', attachmentHeader(textOf(row.file_name) || name));
        res.setHeader('Cache-Control', 'private, max-age=600');
        res.sendFile(name, { root: dir, dotfiles: 'deny' });
    });
