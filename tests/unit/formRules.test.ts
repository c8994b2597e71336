import { describe, expect, it } from 'vitest';
import { eventResource } from '../../src/resources/event/schema';
import { gradeResource } from '../../src/resources/grade/schema';
import { formRules } from '../../src/shared/validation';

describe('form rules', () => {
    it('are compiled once per declaration, not on each modal or imported row', () => {
        expect(formRules(eventResource)).toBe(formRules(eventResource));
        expect(formRules(gradeResource)).not.toBe(formRules(eventResource));
    });

    it('give the declaration’s messages each time they are used', async () => {
        const rules = formRules(eventResource);
        await expect(rules.validate({ event_name: 'Camp' })).rejects.toThrow('Please choose event color');
        await expect(rules.validate({ event_name: ' ', event_color: '#ef9a9a' })).rejects.toThrow(
            'Please Enter Event Name',
        );
    });
});
