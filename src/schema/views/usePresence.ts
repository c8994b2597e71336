import { useEffect, useState, useSyncExternalStore } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import type { EngineDataProvider } from '../engineDataProvider';
import { PRESENCE_BEAT_MS, type PresenceNote, type PresencePerson } from '../../shared/presence';
import { useExtra } from './useExtra';

/**
 * Who has which record open, as the live stream tells it (the layout publishes each `presence` note here) and as
 * an announce answers it. Keyed by the declaration's name and the record's id; a record nobody has open is dropped.
 */
const notes = new Map<string, PresencePerson[]>();
const listeners = new Set<() => void>();
/** This browser tab's open forms: a list row does not mark a record only this tab has open. */
const ownTabs = new Set<string>();
const keyOf = (resource: string, id: string) => `${resource} ${id}`;

export const publishPresence = (note: PresenceNote): void => {
    const key = keyOf(note.resource, note.id);
    if (note.people.length === 0) notes.delete(key);
    else notes.set(key, note.people);
    listeners.forEach(listen => listen());
};

const subscribe = (listen: () => void) => {
    listeners.add(listen);
    return () => {
        listeners.delete(listen);
    };
};

/** The names of the people with the record open in a tab other than this tab's forms. */
const othersIn = (people: readonly PresencePerson[] | undefined): string[] =>
    (people ?? []).filter(person => person.tabs.some(other => !ownTabs.has(other))).map(person => person.name);

/** The record an edit form has open: its list's route, its declaration's name (the API's), its id (none: adding). */
export interface PresenceTarget {
    route: string;
    resource: string;
    id?: RaRecord['id'];
}

/** This tab's id for one open form. */
const newTab = (): string => crypto.randomUUID();

/**
 * While an edit form of a record is open: says so to the API (at once, then every PRESENCE_BEAT_MS, and closed
 * as the form goes; a tab that goes away stops beating and the API drops it), and answers the names of the others
 * who have it open. Steps aside (no calls, nobody named) against an API without the `presence` extra.
 */
export const useRecordPresence = (form: PresenceTarget | undefined): string[] => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const offered = useExtra('presence');
    const [tab] = useState(newTab);
    const record = form?.id === undefined ? undefined : String(form.id);
    const [route, name] = [form?.route ?? '', form?.resource ?? ''];
    useEffect(() => {
        if (!offered || record === undefined) return;
        const announce = (open: boolean) =>
            dataProvider
                .announcePresence({ resource: route, id: record, tab, open })
                .then(({ data }) => publishPresence(data))
                .catch(() => undefined);
        ownTabs.add(tab);
        void announce(true);
        const beat = setInterval(() => void announce(true), PRESENCE_BEAT_MS);
        return () => {
            clearInterval(beat);
            ownTabs.delete(tab);
            void announce(false);
        };
    }, [offered, record, tab, dataProvider, route]);
    const people = useSyncExternalStore(subscribe, () =>
        record === undefined ? undefined : notes.get(keyOf(name, record)),
    );
    return offered ? othersIn(people) : [];
};

/** Who else has a record open in an edit form: a list row's mark. */
export const useEditedBy = (resource: string, id: RaRecord['id']): string[] =>
    othersIn(useSyncExternalStore(subscribe, () => notes.get(keyOf(resource, String(id)))));
