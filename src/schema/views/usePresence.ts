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

/** This tab's form closed: it leaves the note at once, not when the stream tells (its row is not marked meanwhile). */
const dropTab = (resource: string, id: string, tab: string) => {
    const people = notes.get(keyOf(resource, id)) ?? [];
    const left = people
        .map(person => ({ ...person, tabs: person.tabs.filter(other => other !== tab) }))
        .filter(person => person.tabs.length > 0);
    publishPresence({ resource, id, people: left });
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
 * While an edit form of a record is open: says so to the API (at once, then every PRESENCE_BEAT_MS), and says it
 * closed as the form goes or the page does (a closed tab, a reload: sent to outlive the page), so the others see the
 * name go at once; a tab that dies without a word stops beating and the API drops it. Answers the names of the
 * others who have it open. Steps aside (no calls, nobody named) against an API without the `presence` extra.
 */
export const useRecordPresence = (form: PresenceTarget | undefined): string[] => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const offered = useExtra('presence');
    const [tab] = useState(newTab);
    const record = form?.id === undefined ? undefined : String(form.id);
    const [route, name] = [form?.route ?? '', form?.resource ?? ''];
    useEffect(() => {
        if (!offered || record === undefined) return;
        const announce = () =>
            dataProvider
                .announcePresence({ resource: route, id: record, tab, open: true })
                .then(({ data }) => publishPresence(data))
                .catch(() => undefined);
        const leave = () =>
            void dataProvider.leavePresence({ resource: route, id: record, tab }).catch(() => undefined);
        // Back from the browser's page cache: open again at once rather than at the next beat.
        const back = (event: PageTransitionEvent) => event.persisted && void announce();
        ownTabs.add(tab);
        void announce();
        const beat = setInterval(() => void announce(), PRESENCE_BEAT_MS);
        window.addEventListener('pagehide', leave);
        window.addEventListener('pageshow', back);
        return () => {
            clearInterval(beat);
            window.removeEventListener('pagehide', leave);
            window.removeEventListener('pageshow', back);
            ownTabs.delete(tab);
            dropTab(name, record, tab);
            leave();
        };
    }, [offered, record, tab, dataProvider, route, name]);
    const people = useSyncExternalStore(subscribe, () =>
        record === undefined ? undefined : notes.get(keyOf(name, record)),
    );
    return offered ? othersIn(people) : [];
};

/** Who else has a record open in an edit form: a list row's mark. */
export const useEditedBy = (resource: string, id: RaRecord['id']): string[] =>
    othersIn(useSyncExternalStore(subscribe, () => notes.get(keyOf(resource, String(id)))));
