import PriceChange from '@mui/icons-material/PriceChange';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { planTypeText } from './planTypes';

/** Display rules the field kinds cannot express. */
export const cells = {
    plan_type: (record: RaRecord) => planTypeText(record.plan_type),
};

/** The older edit page (name, four prices, info lines) is reached from its row. */
export const rowActions = (record: RaRecord) => (
    <Tooltip title="Edit package prices">
        <IconButton component={Link} to={`/edit-subscription/${record.id}`} aria-label="Edit package prices" size="small">
            <PriceChange fontSize="small" />
        </IconButton>
    </Tooltip>
);
