import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_FILE } from '../../server/app';
import { coachScopes, mayHear, scopeFieldsOf } from '../../server/domain/coachScopes';
import { routeModules } from '../../server/routes';
import type { StoredRecord } from '../../server/store/dbFile';
import { liveEntryOf } from '../../server/routes/liveChanges';
import type { CommittedChange } from '../../server/store/store';

/**
 * The live stream's backlog (the last 5,000 changes, for reconnects) keeps what a client is told and the few
 * fields a coach's visibility reads, not the rows: 5,000 edits of one 49 KB notice held 250 MB.
 */

const seed = JSON.parse(readFileSync(DEFAULT_SEED_FILE, 'utf8')) as Record<string, StoredRecord[]>;

/** The scopes the fake API serves with: the accounts' and those the entity folders declare. */
const scopes = coachScopes((await routeModules()).map(module => module.coachScopes ?? {}));

const change = (collection: string, row: StoredRecord): CommittedChange => ({
    seq: 1,
    collection,
    id: row._id,
    kind: 'updated',
    actor: { id: 'admin', name: 'Super Admin' },
    row,
});

describe('a backlog entry', () => {
    it('keeps no field of a row no coach reads (a 49 KB notice), only what the event tells', () => {
        const notice = { ...seed.notices[0], notice_desc: `<p>${'x'.repeat(49_000)}</p>` };
        const entry = liveEntryOf(change('notices', notice), scopes);
        expect(entry).toEqual({
            seq: 1,
            collection: 'notices',
            id: notice._id,
            kind: 'updated',
            by: 'Super Admin',
            scope: undefined,
        });
    });

    it('keeps of a row a coach may read only the fields its rule reads, and judges every seed row as the rule does', () => {
        const viewers = [
            { id: 'admin', superAdmin: true },
            ...seed.coaches.map(c => ({ id: c._id, superAdmin: false })),
        ];
        const judged: string[] = [];
        for (const collection of ['categories', 'resources', 'coaches', 'students']) {
            for (const row of seed[collection]) {
                const big = { ...row, description: 'x'.repeat(10_000) };
                const scope = scopeFieldsOf(scopes, collection, big);
                expect(JSON.stringify(scope ?? {}).length).toBeLessThan(2_000);
                for (const viewer of viewers) {
                    if (mayHear(scopes, viewer, collection, scope) !== mayHear(scopes, viewer, collection, big))
                        judged.push(`${collection} ${row._id} for ${viewer.id}`);
                }
            }
        }
        expect(judged).toEqual([]);
    });
});
