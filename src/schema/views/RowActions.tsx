import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type ReactElement, type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { type RaRecord, useDataProvider, useGetIdentity, useListContext } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { isProtected } from '../defineResource';
import type { ResourceDeclaration } from '../types';
import { useFocusList, useOpenDialog } from './dialogControl';
import { useSessionRole } from './listScreenContext';
import { useServerCall } from './useServerCall';
import { useText } from './useText';

/** Edit and delete for one row, after the screen's own `extra` actions; protected rows get neither. */
export const RowActions = ({
    decl,
    record,
    extra,
}: {
    decl: ResourceDeclaration;
    record: RaRecord;
    extra?: ReactNode;
}) => {
    const text = useText();
    const openDialog = useOpenDialog();
    const focusList = useFocusList();
    const dataProvider = useDataProvider();
    const { data, page, setPage } = useListContext();
    const { run, pending } = useServerCall();
    const [asking, setAsking] = useState(false);
    const { identity } = useGetIdentity();
    // Only the row's creator may edit or delete it (the API refuses others too); others see the buttons disabled.
    const ownerKey = decl.list.ownerKey;
    const locked =
        ownerKey !== undefined &&
        (identity?.id === undefined || String(record[ownerKey] ?? '') !== String(identity.id));
    // A coach's view offers only what a coach may do: another creator's row shows neither (the super-admin sees
    // them disabled, with the reason).
    const role = useSessionRole();
    const hideLocked = locked && role === 'coach';
    // A disabled button gets no pointer events: a span keeps its tooltip (only on lists that can disable them).
    const holdTooltip = (button: ReactElement) => (ownerKey ? <span>{button}</span> : button);
    // The height of a small icon button, so a protected row is as tall as its neighbours.
    if (isProtected(decl, record))
        return (
            <Stack direction="row" spacing={0.5} sx={{ minHeight: 30 }}>
                {extra}
            </Stack>
        );
    const viewing = decl.list.openAction === 'view';
    const openLabel = text(viewing ? 'View' : 'Edit');

    const remove = async () => {
        if (pending) return;
        const lastRowOfPage = (data?.length ?? 0) <= 1 && page > 1;
        const done = await run(async () => {
            const result = await dataProvider.delete(decl.route, { id: record.id, previousData: record });
            return { message: (result as { meta?: { message?: string } }).meta?.message };
        });
        // Closed at once, so the dialog hands the focus back to the Delete button now; then, as that button goes
        // with its row, the focus moves on to the list.
        flushSync(() => setAsking(false));
        if (done) focusList();
        if (done && lastRowOfPage) setPage(page - 1);
    };

    return (
        <Stack direction="row" spacing={0.5}>
            {extra}
            {(viewing || (decl.api.update && !hideLocked)) && decl.form && (
                <Tooltip title={locked ? text('Only the creator can change this') : openLabel}>
                    {holdTooltip(
                        <IconButton
                            aria-label={openLabel}
                            size="small"
                            disabled={locked && !viewing}
                            onClick={() => openDialog(record)}
                        >
                            {viewing ? <VisibilityOutlined fontSize="small" /> : <EditOutlined fontSize="small" />}
                        </IconButton>,
                    )}
                </Tooltip>
            )}
            {decl.api.delete && !hideLocked && (
                <Tooltip title={locked ? text('Only the creator can delete this') : text('Delete')}>
                    {holdTooltip(
                        <IconButton
                            aria-label={text('Delete')}
                            size="small"
                            color="error"
                            disabled={locked}
                            onClick={() => setAsking(true)}
                        >
                            <DeleteOutline fontSize="small" />
                        </IconButton>,
                    )}
                </Tooltip>
            )}
            <ConfirmDialog
                open={asking}
                loading={pending}
                title={decl.confirm?.delete ?? 'Are you sure you want to  delete ?'}
                confirm="Delete"
                destructive
                onConfirm={remove}
                onClose={() => setAsking(false)}
            />
        </Stack>
    );
};
