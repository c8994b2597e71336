import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { useText } from './useText';

/** A list with no rows: "No matches found" while searching or filtering, else "No data found.". */
export const ListEmpty = () => {
    const text = useText();
    const { filterValues } = useListContext();
    const searching = Object.values(filterValues ?? {}).some(v => v !== undefined && v !== '');
    return (
        <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            {text(searching ? 'No matches found' : 'No data found.')}
        </Typography>
    );
};
