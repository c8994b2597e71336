// A custom screen piece: the status column as a coloured chip, in the membership's own words.
import Chip from '@mui/material/Chip';
import type { RaRecord } from 'react-admin';
import { useText } from '../../../src/schema/views/useText';
import type { ListOverrides } from '../../../src/schema/views/listOverrides';
import { MEMBERSHIP_STATUSES } from './schema';

const COLOURS = { active: 'success', paused: 'warning', ended: 'default' } as const;

const StatusChip = ({ value }: { value: unknown }) => {
    const text = useText();
    const status = MEMBERSHIP_STATUSES.find(choice => choice.id === value);
    if (!status) return null;
    return <Chip size="small" color={COLOURS[status.id]} label={text(status.name)} />;
};

export const cells: ListOverrides['cells'] = {
    membership_status: (record: RaRecord) => <StatusChip value={record.membership_status} />,
};
