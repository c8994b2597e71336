import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { LinkField } from '../../shared/types';
import { textOnTint } from '../views/tintText';
import { useText } from '../views/useText';
import type { KindCell, KindCellProps } from './cellProps';

/** A button to another page: `:id` is the row's id, other `:names` this screen's route parameters. */
const LinkCell = ({ field, record }: Pick<KindCellProps<LinkField>, 'field' | 'record'>) => {
    const text = useText();
    const params = useParams();
    const to = field.to.replace(/:([A-Za-z]+)/g, (_m, key: string) =>
        encodeURIComponent(String(key === 'id' ? record.id : (params[key] ?? ''))),
    );
    return (
        <Button
            component={RouterLink}
            to={to}
            size="small"
            variant="outlined"
            sx={theme => ({ whiteSpace: 'nowrap', ...textOnTint('primary')(theme) })}
        >
            {text(field.text)}
        </Button>
    );
};

export const linkCell: KindCell<LinkField> = ({ field, record }) => <LinkCell field={field} record={record} />;
