import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/**
 * In the content area while a screen's code loads: the spinner of the console's first load (PageLoading), at
 * once. react-admin's own waits a second before showing, which left the area blank after signing in.
 */
export const ScreenLoading = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'grid', placeItems: 'center', flex: 1, minHeight: 240 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
    );
};
