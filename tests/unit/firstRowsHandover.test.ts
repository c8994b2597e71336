import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The module keeps one early paint per page load: each test loads it afresh. */
const load = async () => {
    vi.resetModules();
    return import('../../src/boot/firstRowsHandover');
};

describe('the handover from the rows painted at boot to the console', () => {
    let handover: Awaited<ReturnType<typeof load>>;
    beforeEach(async () => {
        handover = await load();
    });

    it('the list ending it removes the early paint once', () => {
        const remove = vi.fn();
        handover.expectFirstRows('/event');
        handover.onFirstRowsEnd(remove);
        handover.endFirstRows();
        handover.endFirstRows();
        expect(remove).toHaveBeenCalledTimes(1);
        expect(handover.firstRowsEnded()).toBe(true);
    });

    it('the router on the painted screen keeps it; anywhere else (a redirect to /login) removes it', () => {
        const remove = vi.fn();
        handover.expectFirstRows('/event');
        handover.onFirstRowsEnd(remove);
        handover.endFirstRowsAway('/event');
        expect(remove).not.toHaveBeenCalled();
        handover.endFirstRowsAway('/login');
        expect(remove).toHaveBeenCalledTimes(1);
    });

    it('once the console has its own screen up, an answer arriving later paints nothing', () => {
        handover.expectFirstRows('/event');
        expect(handover.firstRowsEnded()).toBe(false);
        handover.endFirstRowsAway('/dashboard');
        expect(handover.firstRowsEnded()).toBe(true);
    });
});
