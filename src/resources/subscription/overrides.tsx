import PriceChange from '@mui/icons-material/PriceChange';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type RaRecord, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { planTypeText } from './planTypes';

/** Display rules the field kinds cannot express. */
export const cells = {
    plan_type: (record: RaRecord) => planTypeText(record.plan_type),
};

const EditPricesLink = ({ id }: { id: RaRecord['id'] }) => {
    const label = useTranslate()('app.packages.edit_prices');
    return (
        <Tooltip title={label}>
            <IconButton component={Link} to={`/edit-subscription/${id}`} aria-label={label} size="small">
                <PriceChange fontSize="small" />
            </IconButton>
        </Tooltip>
    );
};

/** The older edit page (name, four prices, info lines) is reached from its row. */
export const rowActions = (record: RaRecord) => <EditPricesLink id={record.id} />;
