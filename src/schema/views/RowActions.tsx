import { type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Identifier, type RaRecord, useDataProvider, useListContext } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { isProtected, mayChange, PROTECTED_HINT } from '../../shared/defineResource';
import type { ResourceDeclaration } from '../../shared/types';
import { useFocusList, useOpenDialog } from './dialogControl';
import { HintButton, HintMark, LightGroup, LightIcon } from '../../ui/HintButton';
import { OnceOpened } from './OnceOpened';
import { useSessionRole } from './listScreenContext';
import { useServerCall } from './useServerCall';
import { EditingMark } from './EditingMark';
import { useText } from './useText';

// MUI's EditOutlined, DeleteOutline and VisibilityOutlined (rows draw them as plain pictures: ./HintButton).
const EDIT =
    'm14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z';
const DELETE = 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z';
const VIEW =
    'M12 6c3.79 0 7.17 2.13 8.82 5.5C19.17 14.87 15.79 17 12 17s-7.17-2.13-8.82-5.5C4.83 8.13 8.21 6 12 6m0-2C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 5c1.38 0 2.5 1.12 2.5 2.5S13.38 14 12 14s-2.5-1.12-2.5-2.5S10.62 9 12 9m0-2c-2.48 0-4.5 2.02-4.5 4.5S9.52 16 12 16s4.5-2.02 4.5-4.5S14.48 7 12 7';
// MUI's LockOutlined: a built-in row.
const LOCK =
    'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2';

/** Edit and delete for one row, after the screen's own `extra` actions; protected rows get neither, but a lock saying why. */
export const RowActions = ({
    decl,
    record,
    extra,
    userId,
}: {
    decl: ResourceDeclaration;
    record: RaRecord;
    extra?: ReactNode;
    /** The signed-in user's id, read once for the whole list. */
    userId: Identifier | undefined;
}) => {
    const text = useText();
    const openDialog = useOpenDialog();
    const [asking, setAsking] = useState(false);
    // Only the row's creator may edit or delete it (the API refuses others too); others see the buttons disabled.
    const locked = !mayChange(decl, record, userId);
    // A coach's view offers only what a coach may do: another creator's row shows neither (the super-admin sees
    // them disabled, with the reason).
    const role = useSessionRole();
    const hideLocked = locked && role === 'coach';
    if (isProtected(decl, record))
        return (
            <LightGroup>
                {extra}
                <HintMark hint={text(PROTECTED_HINT)} path={LOCK} />
            </LightGroup>
        );
    const viewing = decl.list.openAction === 'view';
    const openLabel = text(viewing ? 'View' : 'Edit');
    // A disabled button gets no pointer events: a span keeps its hint (only on lists that can disable them).
    const held = decl.access?.ownerKey !== undefined;

    return (
        <LightGroup>
            <EditingMark decl={decl} record={record} />
            {extra}
            {(viewing || (decl.api.update && !hideLocked)) && decl.form && (
                <HintButton
                    hint={locked ? text('Only the creator can change this') : openLabel}
                    label={openLabel}
                    held={held}
                    disabled={locked && !viewing}
                    onClick={() => openDialog(record)}
                >
                    <LightIcon path={viewing ? VIEW : EDIT} />
                </HintButton>
            )}
            {decl.api.delete && !hideLocked && (
                <HintButton
                    hint={locked ? text('Only the creator can delete this') : text('Delete')}
                    label={text('Delete')}
                    held={held}
                    color="error"
                    disabled={locked}
                    onClick={() => setAsking(true)}
                >
                    <LightIcon path={DELETE} />
                </HintButton>
            )}
            <OnceOpened open={asking}>
                <DeleteRow decl={decl} record={record} open={asking} onClose={() => setAsking(false)} />
            </OnceOpened>
        </LightGroup>
    );
};

/** The question before a row's delete, and the delete. */
const DeleteRow = ({
    decl,
    record,
    open,
    onClose,
}: {
    decl: ResourceDeclaration;
    record: RaRecord;
    open: boolean;
    onClose: () => void;
}) => {
    const focusList = useFocusList();
    const dataProvider = useDataProvider();
    const { data, page, setPage } = useListContext();
    const { run, pending } = useServerCall();

    const remove = async () => {
        if (pending) return;
        const lastRowOfPage = (data?.length ?? 0) <= 1 && page > 1;
        const done = await run(async () => {
            const result = await dataProvider.delete(decl.route, { id: record.id, previousData: record });
            return { message: (result as { meta?: { message?: string } }).meta?.message };
        });
        // Closed at once, so the dialog hands the focus back to the Delete button now; then, as that button goes
        // with its row, the focus moves on to the list.
        flushSync(onClose);
        if (done) focusList();
        if (done && lastRowOfPage) setPage(page - 1);
    };

    return (
        <ConfirmDialog
            open={open}
            loading={pending}
            title={decl.confirm?.delete ?? 'Are you sure you want to  delete ?'}
            confirm="Delete"
            destructive
            onConfirm={remove}
            onClose={onClose}
        />
    );
};
