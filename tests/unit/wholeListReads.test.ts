import { describe, expect, it } from 'vitest';
import { isRead } from '../../src/dataProvider';

describe('the calls after which held whole lists are read again', () => {
    it('leaves them held after calls that change no record', () => {
        // The permissions are read again every 30 s and a form announces itself every few seconds: neither may
        // make a 100k-row list be read again.
        for (const name of [
            'getList',
            'getOne',
            'live',
            'capabilities',
            'permissions',
            'announcePresence',
            'leavePresence',
        ])
            expect(isRead(name), name).toBe(true);
    });

    it('reads them again after any write', () => {
        for (const name of ['create', 'update', 'delete', 'toggle', 'restoreVersion', 'saveProfile'])
            expect(isRead(name), name).toBe(false);
    });
});
