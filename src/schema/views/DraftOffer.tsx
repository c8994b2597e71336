import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { type Draft, type DraftPlace, clearDraft, dropExpiredDrafts, readDraft, saveDraft } from '../draftStore';
import { sameFormValue } from '../formMerge';
import type { PresenceTarget } from './usePresence';
import { useText } from './useText';

/** Keystrokes are kept this long after the last one (and at once when the page is hidden or left). */
const DRAFT_DEBOUNCE_MS = 400;

/** What a form's drafts need: where the record is, the version it was opened at, and what a restore tells. */
export interface DraftTarget extends Pick<PresenceTarget, 'route' | 'id'> {
    /** The version the form's edits are made on, read as each draft is kept (a restore or a conflict's pick moves it). */
    openedVersion(): number;
    /** A draft typed on an older version was restored: the next save merges from that version. */
    onRestored(version: number): void;
    /** Fields never kept in the browser (secrets): typed again after a restore. */
    unkept?: readonly string[];
}

/** The draft target of a page whose save merges nothing (no versions): a restore is all there is to it. */
export const pageDraft = (target: Pick<PresenceTarget, 'route' | 'id'>, unkept?: readonly string[]): DraftTarget => ({
    ...target,
    openedVersion: () => 0,
    onRestored: () => undefined,
    unkept,
});

/** Where a form's notes sit: inset as a modal's title is, or flush on a page's card. */
export const noteMargins = (onPage: boolean) => (onPage ? { mx: 0, mt: 0, mb: 2 } : { mx: 3, mt: 2 });

/** The signed-in person's draft place for the target; undefined until the identity is known. */
export const useDraftPlace = (target: Pick<DraftTarget, 'route' | 'id'> | undefined): DraftPlace | undefined => {
    const { identity } = useGetIdentity();
    if (!target || identity?.id === undefined) return undefined;
    return { person: identity.id, route: target.route, id: target.id };
};

/** Drops the form's draft when its edits are given up on leaving (the unsaved-changes question's Discard changes). */
export const useDiscardDraft = (target: DraftTarget | undefined) => {
    const place = useDraftPlace(target);
    return () => place && clearDraft(localStorage, place);
};

/** A time of day in the person's language, with the day when it was not today. */
const draftTime = (at: number, locale: string): string => {
    const day = new Date(at).toDateString() === new Date().toDateString();
    return new Intl.DateTimeFormat(
        locale,
        day ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' },
    ).format(at);
};

/** Keeps what is typed as the person's draft, debounced, flushed as the page is hidden or left. */
const useDraftKeeping = (place: DraftPlace | undefined, target: DraftTarget | undefined, paused: boolean) => {
    const { watch, getValues } = useFormContext();
    const version = target?.openedVersion;
    const unkept = target?.unkept ?? [];
    const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
    useEffect(() => {
        if (!place || !version || paused) return;
        const flush = () => {
            if (pending.current === undefined) return;
            clearTimeout(pending.current);
            pending.current = undefined;
            const values = Object.fromEntries(Object.entries(getValues()).filter(([name]) => !unkept.includes(name)));
            saveDraft(localStorage, place, values, version());
        };
        const subscription = watch((_values, { name }) => {
            // A change a person made (a field named); a reset of the whole form is not typing.
            if (name === undefined) return;
            clearTimeout(pending.current);
            pending.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
        });
        const hidden = () => document.visibilityState === 'hidden' && flush();
        window.addEventListener('pagehide', flush);
        document.addEventListener('visibilitychange', hidden);
        return () => {
            subscription.unsubscribe();
            window.removeEventListener('pagehide', flush);
            document.removeEventListener('visibilitychange', hidden);
            // Closed inside the console: saved or discarded, which clear the draft themselves.
            clearTimeout(pending.current);
            pending.current = undefined;
        };
    }, [place?.person, place?.route, place?.id, paused, watch, getValues]); // eslint-disable-line react-hooks/exhaustive-deps
};

/** The draft worth offering: kept, and different from what the form opened with. */
const useKeptDraft = (place: DraftPlace | undefined): [Draft | undefined, (d: Draft | undefined) => void] => {
    const { formState } = useFormContext();
    const [draft, setDraft] = useState<Draft>();
    const read = useRef(false);
    useEffect(() => {
        if (!place || read.current) return;
        read.current = true;
        dropExpiredDrafts(localStorage);
        const kept = readDraft(localStorage, place);
        const opened = formState.defaultValues ?? {};
        const differs =
            kept && Object.entries(kept.values).some(([name, value]) => !sameFormValue(value, opened[name]));
        // eslint-disable-next-line react-hooks/set-state-in-effect
        if (kept && (differs || kept.files.length > 0)) setDraft(kept);
        else if (kept) clearDraft(localStorage, place);
    }, [place, formState.defaultValues]);
    return [draft, setDraft];
};

/**
 * Inside a record's form: keeps what is typed in the browser for this person and record, and when the form opens
 * with a draft kept, offers it: "Unsaved changes from 10:42: Restore / Discard". A file chosen then is named, not
 * kept. Saving clears the draft (useRecordForm), and so do Discard here and Discard changes on leaving.
 */
export const DraftOffer = ({ target, onPage = false }: { target: DraftTarget | undefined; onPage?: boolean }) => {
    const text = useText();
    const [locale] = useLocaleState();
    const { setValue, getValues } = useFormContext();
    const place = useDraftPlace(target);
    const [draft, setDraft] = useKeptDraft(place);
    useDraftKeeping(place, target, draft !== undefined);
    if (!draft || !place || !target) return null;

    const restore = () => {
        const held = getValues();
        for (const [name, value] of Object.entries(draft.values)) {
            if (name in held) setValue(name, value, { shouldDirty: true, shouldTouch: true });
        }
        if (draft.version !== target.openedVersion()) target.onRestored(draft.version);
        setDraft(undefined);
    };
    const discard = () => {
        clearDraft(localStorage, place);
        setDraft(undefined);
    };
    return (
        <Alert
            severity="info"
            role="status"
            sx={noteMargins(onPage)}
            action={
                <>
                    <Button color="inherit" size="small" onClick={restore}>
                        {text('Restore')}
                    </Button>
                    <Button color="inherit" size="small" onClick={discard}>
                        {text('Discard')}
                    </Button>
                </>
            }
        >
            {text('Unsaved changes from %{time}', { time: draftTime(draft.savedAt, locale) })}
            {draft.files.length > 0 &&
                ` ${text('Files chosen then were not kept: %{files}', { files: draft.files.join(', ') })}`}
        </Alert>
    );
};
