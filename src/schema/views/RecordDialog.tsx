import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef } from 'react';
import { type RaRecord, useNotify } from 'react-admin';
import { type FieldValues, type SubmitHandler, useFormState } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { FormSaveButton } from '../../components/FormSaveButton';
import { RuleForm } from '../../components/RuleForm';
import { type Conflict, ConflictInForm } from './ConflictDialog';
import { useRecordGone } from './dialogControl';
import { DraftOffer, type DraftTarget, useDiscardDraft } from './DraftOffer';
import { OthersHere } from './OthersHere';
import type { PresenceTarget } from './usePresence';
import { useText } from './useText';

/** What can take the focus in a form, in document order: the first one is where typing starts. */
const FIELD_SELECTOR = [
    'input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]):not([aria-hidden="true"])',
    'textarea:not([disabled]):not([aria-hidden="true"])',
    '[role="combobox"][tabindex="0"]:not([aria-disabled="true"])',
    '[role="spinbutton"][contenteditable="true"]',
    '[role="radio"][tabindex="0"]:not([disabled])',
    '[contenteditable="true"]',
].join(',');

const FORM_CLASS = 'record-dialog-form';

/** Enter in a field of a deleted record's form saves nothing. */
const noSave = () => undefined;

/** The toast when the record open here is deleted elsewhere and nothing was typed. */
const GONE_CLOSED = 'Deleted by %{name}: the modal was closed';

/**
 * The record was deleted in another session: with nothing typed the modal closes, saying so; with typed changes it
 * stays, saying they can no longer be saved, so they can be read or copied before closing (no Save, no question).
 */
const RecordGoneNotice = ({ by, onClose }: { by: string; onClose: () => void }) => {
    const text = useText();
    const notify = useNotify();
    // As the unsaved-changes guard reads it (isDirty is only kept up to date for a form that watched it).
    const isDirty = Object.keys(useFormState().dirtyFields).length > 0;
    useEffect(() => {
        if (isDirty) return;
        notify(GONE_CLOSED, { type: 'warning', messageArgs: { _: GONE_CLOSED, name: by } });
        onClose();
        // Once, when the record goes: the modal is closing.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    if (!isDirty) return null;
    return (
        <Alert severity="warning" role="alert" sx={{ mx: 3, mt: 2 }}>
            {text('Deleted by %{name}: your changes can no longer be saved', { name: by })}
        </Alert>
    );
};

interface Props {
    title: string;
    rules: AnyObjectSchema;
    initial: Partial<RaRecord>;
    onSubmit: SubmitHandler<FieldValues>;
    onClose: () => void;
    /** A save is on its way: the save button stays disabled until it ends. */
    saving: boolean;
    /** The save button's text; false shows none (a read-only view). */
    saveLabel: string | false;
    cancelLabel?: string;
    /** Buttons between Cancel and the save button (e.g. Edit on a read-only view). */
    actions?: ReactNode;
    /** A change moves the focus to the first field again (e.g. a view turning into an edit). */
    focusKey?: string;
    /** A Save refused because the record changed meanwhile: the choice is asked over the modal. */
    conflict?: Conflict;
    /** A save closed the modal: it is gone at once, not drawn again while the URL changes back (useRecordForm). */
    closed?: boolean;
    /** Set by that save as it navigates away, so the unsaved-changes guard lets it through. */
    leaving?: RefObject<boolean>;
    /** Where the form's typed edits are kept as a draft, and offered back when it opens again. */
    draft?: DraftTarget & PresenceTarget;
    /** Drawn once unseen (never open), so the first real open finds its styles in and its code run. */
    unseen?: boolean;
    children: ReactNode;
}

/**
 * Where the focus goes in the modal: the first field on open, the main button of a read-only view, and back on
 * Save after the conflict's question.
 */
const useDialogFocus = (focusKey: Props['focusKey'], conflict: Props['conflict']) => {
    const content = useRef<HTMLDivElement>(null);
    const actionBar = useRef<HTMLDivElement | null>(null);

    // A read-only view has no field to type in: its main button (the last) takes the focus.
    const focusFirst = useCallback(() => {
        const field = content.current?.querySelector<HTMLElement>(FIELD_SELECTOR);
        const buttons = actionBar.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])');
        (field ?? buttons?.[buttons.length - 1])?.focus();
    }, []);
    // The dialog's parts mount in a portal after this component; the action bar comes last, so once it is
    // attached the fields are there. Focusing now, before the dialog's focus trap runs, keeps the trap from
    // taking the focus to the dialog's container (one Tab away from the first field).
    const attachActionBar = useCallback(
        (element: HTMLDivElement | null) => {
            actionBar.current = element;
            if (element) focusFirst();
        },
        [focusFirst],
    );
    const firstKey = useRef(focusKey);
    useEffect(() => {
        if (focusKey !== firstKey.current) focusFirst();
        firstKey.current = focusKey;
    }, [focusKey, focusFirst]);
    // Back from the conflict's question by Escape or Cancel: on the Save button, where the keyboard was (it was
    // disabled while saving, so the question would hand the focus back to the dialog's box).
    const backToSave = useRef(false);
    useEffect(() => {
        if (conflict || !backToSave.current) return;
        backToSave.current = false;
        actionBar.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }, [conflict]);
    const focusSaveAfterQuestion = useCallback(() => {
        backToSave.current = true;
    }, []);
    return { content, attachActionBar, focusSaveAfterQuestion };
};

/**
 * The frame of every add/edit/view modal: the title and the action bar stay
 * in view while the fields scroll between them (down to a 600px window); the
 * first field takes the focus on open; the save button sends one request at a
 * time. Closing puts the focus back on what opened it (MUI's dialog does).
 */
export const RecordDialog = ({
    title,
    rules,
    initial,
    onSubmit,
    onClose,
    saving,
    saveLabel,
    cancelLabel,
    actions,
    focusKey,
    conflict,
    closed = false,
    leaving,
    draft,
    unseen = false,
    children,
}: Props) => {
    const text = useText();
    const titleId = useId();
    const goneBy = useRecordGone();
    // The unseen rehearsal keeps no draft and offers none.
    const liveDraft = unseen ? undefined : draft;
    const discardDraft = useDiscardDraft(liveDraft);
    const { content, attachActionBar, focusSaveAfterQuestion } = useDialogFocus(focusKey, conflict);
    if (closed) return null;

    return (
        <Dialog
            open={!unseen}
            // Unseen: closed but drawn, in place (the caller's detached box), so nothing on the page changes.
            keepMounted={unseen}
            disablePortal={unseen}
            onClose={() => !saving && onClose()}
            fullWidth
            maxWidth="sm"
            aria-labelledby={titleId}
            sx={{
                // The form sits between the paper and its parts: it passes the paper's column layout on, so only the content scrolls.
                [`& .${FORM_CLASS}`]: { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
                '& .MuiDialog-paper': { overflow: 'hidden' },
            }}
        >
            <RuleForm
                rules={rules}
                record={initial}
                onSubmit={goneBy === undefined ? onSubmit : noSave}
                className={FORM_CLASS}
                keepEdits
                guard={goneBy === undefined && !unseen}
                leaving={leaving}
                onDiscard={discardDraft}
            >
                <DialogTitle id={titleId}>{text(title)}</DialogTitle>
                <OthersHere target={liveDraft} />
                {goneBy === undefined && <DraftOffer target={liveDraft} />}
                {goneBy !== undefined && !unseen && <RecordGoneNotice by={goneBy} onClose={onClose} />}
                <DialogContent dividers ref={content}>
                    {children}
                </DialogContent>
                <DialogActions ref={attachActionBar}>
                    <Button onClick={onClose} disabled={saving}>
                        {text(cancelLabel ?? 'ra.action.cancel')}
                    </Button>
                    {actions}
                    {saveLabel !== false && goneBy === undefined && (
                        <FormSaveButton label={text(saveLabel)} saving={saving} />
                    )}
                </DialogActions>
                {conflict && (
                    <ConflictInForm
                        conflict={{
                            ...conflict,
                            dismiss: () => {
                                focusSaveAfterQuestion();
                                conflict.dismiss();
                            },
                        }}
                    />
                )}
            </RuleForm>
        </Dialog>
    );
};
