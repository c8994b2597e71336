import { describe, expect, it } from 'vitest';
import { guessMapping, importFields, rowProblems, rowValues } from '../../src/schema/csvImport';
import { eventResource } from '../../src/resources/event/schema';
import { subjectResource } from '../../src/resources/subject/schema';
import { tagResource } from '../../src/resources/tag/schema';

describe('CSV import', () => {
    it('offers the form fields a cell can fill: no status switch, a favourite star that is in the form', () => {
        expect(importFields(tagResource).map(([name]) => name)).toEqual(['tag', 'description']);
        expect(importFields(subjectResource).map(([name]) => name)).toEqual([
            'subject_name',
            'subject_color',
            'favourite',
        ]);
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
    });

    it('turns cells into form values and gives the form’s own messages, in the form’s order', async () => {
        const mapping = ['subject_name', 'subject_color', 'favourite'];
        const good = rowValues(subjectResource, ['Maths', '#ffcdd2', 'Yes'], mapping);
        expect(good).toMatchObject({ subject_name: 'Maths', subject_color: '#ffcdd2', favourite: true });
        expect(await rowProblems(subjectResource, good)).toEqual([]);
        const bad = rowValues(subjectResource, ['', '#123456', 'No'], mapping);
        expect(bad.favourite).toBe(false);
        expect(await rowProblems(subjectResource, bad)).toEqual([
            'Please Enter Subject Name',
            'Please choose a colour from the palette',
        ]);
    });
});
