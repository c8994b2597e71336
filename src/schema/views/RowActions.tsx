import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Identifier, type RaRecord, useDataProvider, useListContext } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { isProtected, mayChange, PROTECTED_HINT } from '../../shared/defineResource';
import type { ResourceDeclaration } from '../../shared/types';
import { useFocusList, useOpenDialog } from './dialogControl';
import { HintButton, HintMark, LIGHT_ICON, LightGroup } from '../../ui/HintButton';
import { OnceOpened } from './OnceOpened';
import { useSessionRole } from './listScreenContext';
import { useServerCall } from './useServerCall';
import { EditingMark } from './EditingMark';
import { useText } from './useText';

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
                <HintMark hint={text(PROTECTED_HINT)}>
                    <LockOutlined fontSize="small" className={LIGHT_ICON} />
                </HintMark>
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
                    {viewing ? (
                        <VisibilityOutlined fontSize="small" className={LIGHT_ICON} />
                    ) : (
                        <EditOutlined fontSize="small" className={LIGHT_ICON} />
                    )}
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
                    <DeleteOutline fontSize="small" className={LIGHT_ICON} />
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
