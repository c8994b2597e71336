import { describe, expect, it } from 'vitest';
import { conflictChanges, mergeForm, sameFormValue, takenLabels } from '../../src/schema/formMerge';
import { eventResource } from '../../src/resources/event/schema';

const opened = { id: 'e1', event_name: 'Day out', event_description: 'By the sea', event_color: '#FF0000', __v: 2 };

describe('An edit form merged with a change saved meanwhile', () => {
    it('takes in a field only the other side changed, and keeps the typed one', () => {
        const theirs = { ...opened, event_description: 'By the lake', __v: 3 };
        const merge = mergeForm(eventResource, opened, { ...opened, event_name: 'Day away' }, theirs);
        expect(merge.conflicts).toEqual([]);
        expect(merge.merged).toMatchObject({ event_name: 'Day away', event_description: 'By the lake' });
        expect(takenLabels(eventResource, merge)).toEqual(['Description']);
    });

    it('names a field both changed, each side as the list shows it; a colour is marked for its swatch', () => {
        const theirs = { ...opened, event_name: 'Day trip', event_color: '#00FF00' };
        const merge = mergeForm(
            eventResource,
            opened,
            { ...opened, event_name: 'Day away', event_color: '#0000FF' },
            theirs,
        );
        expect(conflictChanges(eventResource, merge, theirs)).toEqual([
            { name: 'event_name', field: 'Event Name', theirs: 'Day trip', yours: 'Day away' },
            { name: 'event_color', field: 'Event Color', theirs: '#00FF00', yours: '#0000FF', colour: true },
        ]);
    });

    it('counts a field the form does not hand over as unchanged, and leaves bookkeeping to the API', () => {
        const { event_color: _colour, ...withoutColour } = opened;
        const theirs = { ...opened, event_color: '#00FF00', __v: 3 };
        const merge = mergeForm(eventResource, opened, withoutColour, theirs);
        expect(merge.conflicts).toEqual([]);
        expect(merge.merged.event_color).toBe('#00FF00');
        expect(merge.merged).not.toHaveProperty('__v');
    });

    it('without the opened record, asks about every field the two read differently', () => {
        const theirs = { ...opened, event_description: 'By the lake' };
        const merge = mergeForm(eventResource, undefined, opened, theirs);
        expect(merge.conflicts.map(c => c.field)).toEqual(['event_description']);
    });

    it('reads empty values alike, and a number like its text, as a form holds them', () => {
        expect(sameFormValue('', null)).toBe(true);
        expect(sameFormValue(undefined, '')).toBe(true);
        expect(sameFormValue(12, '12')).toBe(true);
        expect(sameFormValue('a', 'b')).toBe(false);
        const file = new File(['x'], 'notes.pdf', { lastModified: 1 });
        expect(sameFormValue({ rawFile: file, title: 'notes.pdf' }, file)).toBe(true);
        expect(sameFormValue(file, new File(['xy'], 'notes.pdf', { lastModified: 1 }))).toBe(false);
    });
});
