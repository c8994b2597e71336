import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/**
 * In the content area while a screen's code loads: the spinner of the console's first load (PageLoading), at
 * once. react-admin's own waits a second before showing, which left the area blank after signing in. It fills
 * the window, so the footer starts below it, where the screen pushes it anyway: a footer seen at the bottom,
 * then thrown down by the screen, was most of a page's layout shift.
 */
export const ScreenLoading = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'grid', placeItems: 'center', flex: 1, minHeight: '100vh' }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
    );
};
