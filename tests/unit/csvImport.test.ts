import { describe, expect, it } from 'vitest';
import { runFewAtATime } from '../../src/schema/bulk';
import { guessMapping, ID_COLUMN, importFields, problemText, readRow, rowProblems } from '../../src/schema/csvImport';
import { matchRows, mergedValues } from '../../src/schema/importMatch';
import { exportRows } from '../../src/schema/exportRows';
import { couponResource } from '../../src/resources/coupon/schema';
import { eventResource } from '../../src/resources/event/schema';
import { studentResource } from '../../src/resources/student/schema';
import { subjectResource } from '../../src/resources/subject/schema';
import { tagResource } from '../../src/resources/tag/schema';

const english = (s: string, args?: Record<string, unknown>) =>
    s.replace(/%\{(\w+)\}/g, (_, k: string) => String(args?.[k] ?? ''));

describe('CSV import', () => {
    it('offers the form fields a cell can fill: no status switch, a favourite star that is in the form, a coach', () => {
        expect(importFields(tagResource).map(([name]) => name)).toEqual(['tag', 'description']);
        expect(importFields(subjectResource).map(([name]) => name)).toEqual([
            'subject_name',
            'subject_color',
            'favourite',
        ]);
        expect(importFields(studentResource).map(([name]) => name)).toContain('coach_id');
    });

    it('matches headers by column label, input label (any case), translated label or key; each field once', () => {
        expect(guessMapping(eventResource, ['Name', 'event color', 'Description', 'Created date', 'Name'])).toEqual([
            'event_name',
            'event_color',
            'event_description',
            null,
            null,
        ]);
        const french = (s: string) => (s === 'Tag' ? 'Étiquette' : s);
        expect(guessMapping(tagResource, ['Étiquette', 'description'], french)).toEqual(['tag', 'description']);
        expect(guessMapping(tagResource, ['ID', 'Tag'])).toEqual([ID_COLUMN, 'tag']);
    });

    it('turns cells into form values and gives the form’s own messages, each naming its field', async () => {
        const mapping = ['subject_name', 'subject_color', 'favourite'];
        const good = readRow(subjectResource, ['Maths', '#ffcdd2', 'Yes'], mapping).values;
        expect(good).toMatchObject({ subject_name: 'Maths', subject_color: '#ffcdd2', favourite: true });
        expect(await rowProblems(subjectResource, good)).toEqual([]);
        const bad = readRow(subjectResource, ['', '#123456', 'No'], mapping).values;
        expect(bad.favourite).toBe(false);
        const problems = await rowProblems(subjectResource, bad);
        expect(problems.map(p => p.message)).toEqual([
            'Please Enter Subject Name',
            'Please choose a colour from the palette',
        ]);
        // A message naming its field stays as it is; another gets the field's name in front.
        expect(problems.map(p => problemText(subjectResource, p, english))).toEqual([
            'Please Enter Subject Name',
            `${subjectResource.fields.subject_color.inputLabel ?? 'Color'}: Please choose a colour from the palette`,
        ]);
    });

    it('reads back what the export writes: dates, money, percentages, "Unlimited", choice names, a full name', () => {
        const coupons = [
            { id: 'a', couponCode: 'TEN', offerType: 'percent', amount: 30, type: 'TBP_student', maxApply: null },
            { id: 'b', couponCode: 'OFF', offerType: 'amount', amount: 36, type: 'TBP_student', maxApply: 5 },
        ];
        const { headers, rows } = exportRows(couponResource, coupons);
        const mapping = guessMapping(couponResource, headers);
        const read = rows.map(cells => readRow(couponResource, cells, mapping).values);
        expect(read[0]).toMatchObject({ couponCode: 'TEN', amount: 30, offerType: 'percent', type: 'TBP_student' });
        expect(read[0].maxApply).toBeUndefined();
        expect(read[1]).toMatchObject({ amount: 36, offerType: 'amount', maxApply: 5 });

        const dates = ['Birth Date'];
        expect(readRow(studentResource, ['15/04/2010'], guessMapping(studentResource, dates)).values.birth_date).toBe(
            '2010-04-15',
        );
        expect(readRow(studentResource, ['2010-04-15'], guessMapping(studentResource, dates)).values.birth_date).toBe(
            '2010-04-15',
        );
        const name = readRow(studentResource, ['Mary Ann Smith'], ['first_name']).values;
        expect(name).toMatchObject({ first_name: 'Mary Ann', last_name: 'Smith' });
    });

    it('reads a picker by its label or id, and names the field when neither is offered', () => {
        const options = { coach_id: [{ value: 'c1', label: 'Isla Lee' }] };
        const context = { translate: (s: string) => s, options };
        expect(readRow(studentResource, ['isla lee'], ['coach_id'], {}, context).values.coach_id).toBe('c1');
        expect(readRow(studentResource, ['c1'], ['coach_id'], {}, context).values.coach_id).toBe('c1');
        expect(readRow(studentResource, ['Nobody'], ['coach_id'], {}, context).problems).toEqual([
            { field: 'coach_id', message: 'Coach is not one of the choices' },
        ]);
    });

    it('finds rows already there (unique field, id, or every value) and repeats inside the file', () => {
        const students = [{ id: 's1', first_name: 'Fatima', last_name: 'King', email: 'f@x.com', address: 'A' }];
        const mapping = ['first_name', 'email'];
        const rows = [
            ['Fatima King', 'F@X.com'],
            ['New One', 'n@x.com'],
            ['Other', 'n@x.com'],
        ].map(cells => readRow(studentResource, cells, mapping));
        const matches = matchRows(studentResource, rows, mapping, students);
        expect(matches[0].existing?.id).toBe('s1');
        expect(matches[1]).toEqual({});
        expect(matches[2].problem).toEqual({ field: 'email', message: 'This email is already in use' });
        // The full name read back keeps the record's own parts.
        expect(mergedValues(studentResource, students[0], rows[0])).toMatchObject({
            first_name: 'Fatima',
            last_name: 'King',
            address: 'A',
        });

        const events = [{ id: 'e1', event_name: 'Fair', event_color: '#ffcdd2' }];
        const eventMapping = ['event_name', 'event_color'];
        const eventRows = [
            ['Fair', '#FFCDD2'],
            ['Fair', '#ef9a9a'],
            ['Fair', '#ef9a9a'],
        ].map(cells => readRow(eventResource, cells, eventMapping));
        const found = matchRows(eventResource, eventRows, eventMapping, events);
        expect(found[0].existing?.id).toBe('e1');
        expect(found[1]).toEqual({});
        expect(found[2].problem?.message).toBe('Same as row 3');
        const byId = matchRows(eventResource, [readRow(eventResource, ['e1'], [ID_COLUMN])], [ID_COLUMN], events);
        expect(byId[0].existing?.id).toBe('e1');
    });

    it('sends a few rows at a time, counting them; once stopped, the rows not started are not sent', async () => {
        const sent: number[] = [];
        const counts: number[] = [];
        let stop = false;
        const outcomes = await runFewAtATime(
            Array.from({ length: 20 }, (_, i) => i),
            async item => {
                sent.push(item);
                if (item === 5) stop = true;
                await Promise.resolve();
            },
            2,
            { stopped: () => stop, progress: done => counts.push(done) },
        );
        expect(sent.length).toBeLessThan(20);
        expect(outcomes.map(o => o.item)).toEqual(sent.slice().sort((a, b) => a - b));
        expect(counts).toEqual(sent.map((_, i) => i + 1));
    });
});
