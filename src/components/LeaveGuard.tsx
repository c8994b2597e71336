import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { type RefObject, useEffect, useId } from 'react';
import { useBlocker, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { HISTORY_SEGMENT } from '../shared/recordHistory';

/** The guard's buttons, keyed by their English text (src/i18n/locales/{lang}/texts.ts). */
export const LEAVE_TEXTS = { stay: 'Keep editing', leave: 'Discard changes' } as const;

/**
 * react-admin's warnWhenUnsavedChanges with the console's own dialog instead of the browser's confirm: leaving a
 * form with edits (closing its modal, Back, a menu link) asks "Some of your changes weren't saved. …" with named
 * buttons, the focus on Keep editing, so Enter or Escape keeps the edits. A save or a delete that leaves lets the
 * navigation through, as react-admin's does; closing the tab still gets the browser's own question. `leaving` is
 * set by a save that closes the form, just before it navigates away; `onDiscard` runs when the edits are given up.
 */
export const LeaveGuard = ({ leaving, onDiscard }: { leaving?: RefObject<boolean>; onDiscard?: () => void }) => {
    const translate = useTranslate();
    const titleId = useId();
    const { isSubmitSuccessful, dirtyFields } = useFormState();
    const safe = Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;
    const blocker = useBlocker(({ currentLocation, nextLocation }) => {
        // Read when the navigation happens: a save that closes its form navigates before the form counts as
        // submitted, and blocking it then letting it through cost two more history steps and renders.
        if (safe || leaving?.current) return false;
        // Inside the form (its own sub paths) is not leaving it; its view page is; nor is Back from its history.
        const inside =
            nextLocation.pathname.startsWith(currentLocation.pathname) &&
            !nextLocation.pathname.startsWith(`${currentLocation.pathname}/show`);
        const fromHistory =
            currentLocation.pathname === `${nextLocation.pathname.replace(/\/+$/, '')}/${HISTORY_SEGMENT}`;
        return !inside && !fromHistory;
    });
    const blocked = blocker.state === 'blocked';
    useEffect(() => {
        // A save or a delete that resets the form in the same tick as its redirect: let it through.
        if (blocked && safe) blocker.proceed?.();
        // The blocker object is new on each render; its state is what matters.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [blocked, safe]);
    useEffect(() => {
        if (safe) return;
        const beforeunload = (event: BeforeUnloadEvent) => event.preventDefault();
        window.addEventListener('beforeunload', beforeunload);
        return () => window.removeEventListener('beforeunload', beforeunload);
    }, [safe]);
    const stay = () => blocker.reset?.();
    return (
        <Dialog open={blocked && !safe} onClose={stay} aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{translate('ra.message.unsaved_changes')}</DialogTitle>
            <DialogActions>
                <Button
                    onClick={() => {
                        onDiscard?.();
                        blocker.proceed?.();
                    }}
                    color="error"
                >
                    {translate(LEAVE_TEXTS.leave, { _: LEAVE_TEXTS.leave })}
                </Button>
                <Button onClick={stay} variant="contained" autoFocus>
                    {translate(LEAVE_TEXTS.stay, { _: LEAVE_TEXTS.stay })}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
