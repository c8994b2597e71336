import PriceChange from '@mui/icons-material/PriceChange';
import { type RaRecord, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { HintButton } from '../../ui/HintButton';
import { planTypeText } from './planTypes.shared';

/** Display rules the field kinds cannot express. */
export const cells = {
    plan_type: (record: RaRecord) => planTypeText(record.plan_type),
};

const EditPricesLink = ({ id }: { id: RaRecord['id'] }) => {
    const label = useTranslate()('app.packages.edit_prices');
    return (
        <HintButton hint={label} component={Link} to={`/edit-subscription/${id}`}>
            <PriceChange fontSize="small" />
        </HintButton>
    );
};

/** The older edit page (name, four prices, info lines) is reached from its row. */
export const rowActions = (record: RaRecord) => <EditPricesLink id={record.id} />;
