import type { Collection } from './collection';
import type { StoredRecord } from './dbFile';

const drop = (forget: () => void) => ({ loaded: forget, inserted: forget, replaced: forget, removed: forget });

/**
 * A value worked out from a collection's rows (an index, a summary), built on first use and kept until
 * the next write to the collection: repeated reads of a large collection then skip the parsing.
 */
export const derivedValue = <T>(
    collectionOf: () => Collection,
    build: (rows: readonly StoredRecord[]) => T,
): (() => T) => {
    let watched: Collection | undefined;
    let cached: { value: T } | undefined;
    return () => {
        const collection = collectionOf();
        if (collection !== watched) {
            watched = collection;
            cached = undefined;
            collection.watch(drop(() => (cached = undefined)));
        }
        cached ??= { value: build(collection.all) };
        return cached.value;
    };
};
