import { chosenFile } from './formMerge';

/**
 * Typed, unsaved edits kept in the browser (localStorage) so a reload, a closed tab, a crash or signing in again
 * offers them back: one draft per person and per record (per list for an add form), dropped after 7 days. A file
 * chosen and not uploaded cannot be kept: its name is, to say which one to choose again.
 */
export const DRAFT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'console.draft.';

/** Whose draft of what: the signed-in person's id, the list's route, the record's id (none: an add form). */
export interface DraftPlace {
    person: string | number;
    route: string;
    id?: string | number;
}

export interface Draft {
    /** When it was last typed (ms since the epoch). */
    savedAt: number;
    /** The record's version the form was opened at: the base of a merge when it is saved. */
    version: number;
    values: Record<string, unknown>;
    /** Names of files chosen and not uploaded: not kept. */
    files: string[];
}

/** A draft's key; each part encoded, so a route or id holding dots cannot read as another person's. */
export const draftKey = ({ person, route, id }: DraftPlace): string =>
    PREFIX +
    [person, route, id ?? '+new'].map(part => encodeURIComponent(String(part)).replace(/\./g, '%2E')).join('.');

const expired = (draft: Draft, now: number) => now - draft.savedAt > DRAFT_DAYS * DAY_MS;

const parse = (text: string | null): Draft | undefined => {
    if (!text) return undefined;
    try {
        const draft = JSON.parse(text) as Partial<Draft>;
        return typeof draft.savedAt === 'number' && typeof draft.values === 'object' && draft.values !== null
            ? { savedAt: draft.savedAt, version: draft.version ?? 0, values: draft.values, files: draft.files ?? [] }
            : undefined;
    } catch {
        return undefined;
    }
};

/** Keeps what the form holds; files chosen are named, not kept. A full storage keeps the older draft. */
export const saveDraft = (
    storage: Storage,
    place: DraftPlace,
    values: Readonly<Record<string, unknown>>,
    version: number,
    now = Date.now(),
): void => {
    const kept: Record<string, unknown> = {};
    const files: string[] = [];
    for (const [name, value] of Object.entries(values)) {
        const file = chosenFile(value);
        if (file) files.push(file.name);
        else if (value !== undefined) kept[name] = value;
    }
    const draft: Draft = { savedAt: now, version, values: kept, files };
    try {
        storage.setItem(draftKey(place), JSON.stringify(draft));
    } catch {
        // Over quota: the draft is a help, never a reason for the form to fail.
    }
};

/** The draft kept for this person and record, if any and not expired (an expired one is dropped). */
export const readDraft = (storage: Storage, place: DraftPlace, now = Date.now()): Draft | undefined => {
    const key = draftKey(place);
    const draft = parse(storage.getItem(key));
    if (draft && expired(draft, now)) {
        storage.removeItem(key);
        return undefined;
    }
    return draft;
};

export const clearDraft = (storage: Storage, place: DraftPlace): void => storage.removeItem(draftKey(place));

/** Drops every expired draft, anyone's: a person who never comes back leaves nothing behind for long. */
export const dropExpiredDrafts = (storage: Storage, now = Date.now()): void => {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    for (const key of keys) {
        const draft = parse(storage.getItem(key));
        if (!draft || expired(draft, now)) storage.removeItem(key);
    }
};
