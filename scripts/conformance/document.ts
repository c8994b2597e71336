/**
 * What each spec call answers, as the fake API describes it: its OpenAPI document, built from the declarations and
 * the routes' descriptors (server/openapi/). A fake API is started on this machine for a moment, on a copy of the
 * seed, to read it; the host under test is never asked for it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../../server/app';
import { answerCheck, type AnswerCheck, type OpenApiDocument } from '../../server/openapi/answerCheck';

export const describedCalls = async (): Promise<AnswerCheck> => {
    const dir = await mkdtemp(join(tmpdir(), 'conformance-'));
    try {
        const api = await startApi({
            port: 0,
            host: '127.0.0.1',
            dbFile: join(dir, 'db.json'),
            jwtSecret: randomBytes(32).toString('hex'),
        });
        try {
            const document = (await (await fetch(`${api.url}/openapi.json`)).json()) as OpenApiDocument;
            return answerCheck(document);
        } finally {
            await api.close();
        }
    } finally {
        await rm(dir, { recursive: true, force: true });
    }
};
