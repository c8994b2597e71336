import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import { type RaRecord, useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import type { AppDataProvider } from '../../dataProvider';
import { get } from '../../shared/endpoints';
import { HintButton } from '../../ui/HintButton';
import type { ListOverrides } from '../../schema/views/listOverrides';
import { useSessionRole } from '../../schema/views/listScreenContext';
import { useText } from '../../schema/views/useText';
import { notifyServer } from '../../schema/views/useServerCall';
import { SUB_FOLDER_ROUTE, type Audience } from '../library/audiences.shared';
import { isCreator, sharedToCode } from '../library/display';

/** Spec part 2, section 7: asked before a sub folder is added. */
const CHECK_CAN_ADD = get('/category/checkCanAdd/:id');

/** Asks the API whether the folder can take a sub folder, then opens the sub folder list with its add modal. */
const AddSubFolder = ({ row, audience }: { row: RaRecord; audience: Audience }) => {
    const text = useText();
    const dataProvider = useDataProvider<AppDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    const { identity } = useGetIdentity();
    const [asking, setAsking] = useState(false);
    const mine = isCreator(row, identity?.id);
    const role = useSessionRole();
    const add = async () => {
        setAsking(true);
        try {
            await dataProvider.call(CHECK_CAN_ADD, { id: row.id });
            // The sub folder list with its add modal open: the modal's own URL.
            navigate(`/${SUB_FOLDER_ROUTE[audience]}/${encodeURIComponent(String(row.id))}/create`);
        } catch (error) {
            notifyServer(notify, error instanceof Error ? error.message : String(error), 'error');
        } finally {
            setAsking(false);
        }
    };
    // A coach's view offers only what it may do: no sub folders in another's folder.
    if (!mine && role === 'coach') return null;
    return (
        <HintButton
            hint={text(mine ? 'Add Sub Folder' : 'Only the creator can change this')}
            label={text('Add Sub Folder')}
            held
            disabled={!mine || asking}
            onClick={add}
        >
            <CreateNewFolderOutlined fontSize="small" />
        </HintButton>
    );
};

/** The folder list's "Shared to" codes and its add-sub-folder action. */
export const folderOverrides = (audience: Audience): ListOverrides => ({
    cells: { resource_type: row => sharedToCode(row.resource_type) },
    rowActions: row => <AddSubFolder row={row} audience={audience} />,
});
