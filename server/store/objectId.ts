import { randomBytes } from 'node:crypto';

/**
 * Mongo-like ids (24 hex characters: creation second, then 8 bytes), because
 * the console and the spec's fixtures treat `_id` as an ObjectId string.
 */
export const objectIdAt = (time: Date, tail: Uint8Array): string =>
    Math.floor(time.getTime() / 1000)
        .toString(16)
        .padStart(8, '0') + Buffer.from(tail.subarray(0, 8)).toString('hex').padEnd(16, '0');

let counter = randomBytes(3).readUIntBE(0, 3);

/** A fresh id: random bytes plus a counter, so ids made in the same second never collide. */
export const newObjectId = (now = new Date()): string => {
    counter = (counter + 1) % 0x1000000;
    const tail = Buffer.alloc(8);
    randomBytes(5).copy(tail, 0);
    tail.writeUIntBE(counter, 5, 3);
    return objectIdAt(now, tail);
};
