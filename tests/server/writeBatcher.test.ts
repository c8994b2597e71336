import { describe, expect, it } from 'vitest';
import { WriteBatcher } from '../../server/store/writeBatcher';

const tick = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

describe('WriteBatcher', () => {
    it('writes once for requests close together, and again for one made during a write', async () => {
        const saved: number[] = [];
        let state = 0;
        let release: () => void = () => undefined;
        const batcher = new WriteBatcher(async () => {
            const seen = state;
            await new Promise<void>(resolve => {
                release = resolve;
            });
            saved.push(seen);
        }, 5);
        state = 1;
        batcher.request();
        state = 2;
        batcher.request();
        await tick(20);
        state = 3;
        batcher.request();
        release();
        await tick(20);
        release();
        await batcher.flush();
        expect(saved).toEqual([2, 3]);
        expect(batcher.writes).toBe(2);
    });

    it('keeps unsaved work pending after a failed write and saves it on flush', async () => {
        let fail = true;
        const batcher = new WriteBatcher(async () => {
            if (fail) throw new Error('disk full');
        }, 1);
        batcher.request();
        await expect(batcher.flush()).rejects.toThrow('disk full');
        fail = false;
        await batcher.flush();
        expect(batcher.writes).toBe(1);
    });
});
