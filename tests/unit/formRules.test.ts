import { describe, expect, it, vi } from 'vitest';
import { eventResource } from '../../src/resources/event/schema';
import { gradeResource } from '../../src/resources/grade/schema';
import { preloadWhenIdle } from '../../src/schema/preloadable';
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

describe('preloadWhenIdle', () => {
    it('runs a preloadable component’s code once the browser is idle, and leaves others alone', () => {
        const idle: (() => void)[] = [];
        vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
        try {
            const preload = vi.fn(() => Promise.resolve());
            preloadWhenIdle(Object.assign(() => null, { preload }));
            preloadWhenIdle(() => null);
            expect(preload).not.toHaveBeenCalled();
            expect(idle).toHaveLength(1);
            idle[0]();
            expect(preload).toHaveBeenCalledTimes(1);
        } finally {
            vi.unstubAllGlobals();
        }
    });
});
