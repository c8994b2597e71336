import ContentCopy from '@mui/icons-material/ContentCopy';
import { type RaRecord, useDataProvider } from 'react-admin';
import type { EngineDataProvider } from '../../schema/engineDataProvider';
import { useServerCall } from '../../schema/views/useServerCall';
import { RowButton } from '../people/RowButton';
import { ROLE_CALLS } from './schema';

/** Copy: a new role with the same permissions ("Copy of {name}"), to edit from there. */
export const CopyRoleAction = ({ record }: { record: RaRecord }) => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const { run, pending } = useServerCall();
    return (
        <RowButton
            label="Copy"
            disabled={pending}
            onClick={() => void run(() => dataProvider.call(ROLE_CALLS.copy, { id: record.id }))}
        >
            <ContentCopy fontSize="small" />
        </RowButton>
    );
};
