import { describe, expect, it } from 'vitest';
import { conflictChanges } from '../../src/schema/conflictChanges';
import { eventResource } from '../../src/resources/event/schema';

const opened = { event_name: 'Day out', event_description: 'By the sea', event_color: '#FF0000' };

describe('A conflict, field by field', () => {
    it('lists a field both sides changed, with each side as the list shows it', () => {
        const theirs = { ...opened, event_name: 'Day trip' };
        const yours = { ...opened, event_name: 'Day away' };
        expect(conflictChanges(eventResource, opened, theirs, yours)).toEqual([
            { field: 'Event Name', theirs: 'Day trip', yours: 'Day away' },
        ]);
    });

    it('lists a field only one side changed; a colour is marked to show its swatch', () => {
        const theirs = { ...opened, event_description: 'By the lake' };
        expect(conflictChanges(eventResource, opened, theirs, opened)).toEqual([
            { field: 'Description', theirs: 'By the lake', yours: 'By the sea' },
        ]);
        const yours = { ...opened, event_color: '#00FF00' };
        expect(conflictChanges(eventResource, opened, opened, yours)).toEqual([
            { field: 'Event Color', theirs: '#FF0000', yours: '#00FF00', colour: true },
        ]);
    });

    it('leaves out what reads the same on both sides, and a field the form does not hand over', () => {
        const same = { ...opened, event_name: 'Both' };
        expect(conflictChanges(eventResource, opened, same, same)).toEqual([]);
        const { event_color: _colour, ...withoutColour } = opened;
        expect(conflictChanges(eventResource, opened, opened, withoutColour)).toEqual([]);
    });
});
