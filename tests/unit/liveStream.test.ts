import { describe, expect, it } from 'vitest';
import { backoffMs, parseBlocks } from '../../src/dataProvider/liveStream';

describe('the live stream reader', () => {
    it('reads Server-Sent Events block by block, keeping a half-received block for the next chunk', () => {
        const { blocks, rest } = parseBlocks(
            'retry: 2000\n\n: beat\n\nid: 0a1b2c3d.7\nevent: change\ndata: {"collection":"grades"}\n\nid: 0a1b2c3d.8\nevent: ch',
        );
        expect(blocks).toEqual([
            { data: '' },
            { data: '' },
            { id: '0a1b2c3d.7', event: 'change', data: '{"collection":"grades"}' },
        ]);
        expect(rest).toBe('id: 0a1b2c3d.8\nevent: ch');
        expect(parseBlocks(`${rest}ange\r\ndata: {}\r\n\r\n`).blocks).toEqual([
            { id: '0a1b2c3d.8', event: 'change', data: '{}' },
        ]);
    });

    it('waits longer after each failed reconnect, from about a second up to about thirty', () => {
        expect(backoffMs(0)).toBeGreaterThanOrEqual(800);
        expect(backoffMs(0)).toBeLessThanOrEqual(1200);
        expect(backoffMs(2)).toBeGreaterThanOrEqual(3200);
        expect(backoffMs(20)).toBeLessThanOrEqual(30_000 * 1.2);
        expect(backoffMs(20)).toBeGreaterThanOrEqual(24_000);
    });
});
