import { afterEach, describe, expect, it, vi } from 'vitest';
import { readWholeListAhead, wholeListWorker } from '../../src/dataProvider/wholeListWorker';

const request = { url: 'http://api/grade/alldetails', method: 'GET', headers: { authorization: 'Bearer a' } };

afterEach(() => vi.unstubAllGlobals());

describe("the whole lists' worker", () => {
    it('that the page may not start leaves the boot be', () => {
        vi.stubGlobal(
            'Worker',
            class {
                constructor() {
                    throw new DOMException('Refused by the page policy', 'SecurityError');
                }
            },
        );
        expect(() => readWholeListAhead(request)).not.toThrow();
    });

    it('is started once, by the first to need it, and reads ahead what it is given', () => {
        const started: { posted: unknown[] }[] = [];
        vi.stubGlobal(
            'Worker',
            class {
                posted: unknown[] = [];
                constructor() {
                    started.push(this);
                }
                postMessage(message: unknown) {
                    this.posted.push(message);
                }
            },
        );
        readWholeListAhead(request);
        expect(wholeListWorker()).toBe(started[0]);
        expect(started).toHaveLength(1);
        expect(started[0].posted).toEqual([{ ahead: request }]);
    });
});
