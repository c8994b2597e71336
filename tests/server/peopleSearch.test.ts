import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneText } from '../../src/shared/phoneText';
import { startTestApi, type TestApi } from './harness';

/** A search matches what the row shows: the full name, and the phone as the list formats it (issue 24, row 3). */

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

interface Person {
    _id: string;
    first_name: string;
    last_name: string;
    phone_number: string;
}

describe.each([
    ['coaches', '/getAdmin'],
    ['students', '/getAllStudents'],
])('%s', (_name, path) => {
    const search = async (text: string) =>
        ((await t.call('POST', path, { page: 1, limit: 100, search: text })).body.data.docs as Person[]).map(
            p => p._id,
        );

    it('are found by their full name, in any case, and by the phone as shown', async () => {
        const person = ((await t.call('POST', path, { page: 1, limit: 1 })).body.data.docs as Person[])[0];
        expect(await search(`${person.first_name} ${person.last_name}`)).toContain(person._id);
        expect(await search(`${person.first_name} ${person.last_name}`.toUpperCase())).toContain(person._id);
        const shown = phoneText(person.phone_number);
        expect(shown).toMatch(/^\+\d+ /);
        // The middle groups, as a user copies them off the screen ("463 641"), and the digits as stored.
        const middle = shown.split(' ').slice(1, 3).join(' ');
        expect(await search(middle)).toContain(person._id);
        expect(await search(person.phone_number.replace(/\D/g, ''))).toContain(person._id);
        expect(await search(`${person.first_name} nobody-has-this`)).not.toContain(person._id);
    });
});
