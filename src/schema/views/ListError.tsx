import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { useListScreenParts } from './listScreenContext';
import { useText } from './useText';

/**
 * What a list shows when its call failed: that it could not load, the
 * server's words, and a retry; never "No data found.", which would say the
 * list is empty. It is the one message: the list asks react-admin for no
 * toast on this failure (see ResourceList).
 */
export const ListError = () => {
    const text = useText();
    const { error, refetch, isFetching } = useListContext();
    const message = error instanceof Error ? error.message : '';
    // Shown in the list's place: what follows a list's first rows follows this too.
    const { onListShown } = useListScreenParts();
    useEffect(() => onListShown(), [onListShown]);
    return (
        <Alert
            severity="error"
            role="status"
            sx={{ m: 2 }}
            action={
                <Button
                    color="inherit"
                    size="small"
                    disabled={isFetching}
                    startIcon={isFetching ? <CircularProgress size={16} color="inherit" /> : <Refresh />}
                    onClick={() => void refetch()}
                >
                    {text('Retry')}
                </Button>
            }
        >
            <AlertTitle>{text('The list could not be loaded.')}</AlertTitle>
            {message}
        </Alert>
    );
};
