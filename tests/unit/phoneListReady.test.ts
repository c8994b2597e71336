import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_MEDIA } from '../../src/schema/breakpoints';

/** The list screen's code includes the phone list's on a phone's width, so early rows never wait behind a fallback. */

const loaded = vi.fn();
vi.mock('../../src/schema/views/PhoneList', () => {
    loaded();
    return { PhoneList: () => null };
});

const atWidth = (phone: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query === PHONE_MEDIA }));

afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    loaded.mockClear();
});

describe("the phone list's code", () => {
    it('is not loaded at a wider width', async () => {
        atWidth(false);
        const { preloadListView } = await import('../../src/screens/listScreen');
        await preloadListView();
        expect(loaded).not.toHaveBeenCalled();
    });

    it("is loaded before the list screen's code is ready, at a phone's width", async () => {
        atWidth(true);
        const { preloadListView } = await import('../../src/screens/listScreen');
        await preloadListView();
        expect(loaded).toHaveBeenCalledTimes(1);
    });
});
