import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useChromeReady } from './chromeReady';
import { BAR_LOOKS } from './settings/looks';
import type { BarColour, BarSettings } from './settings/settingsRules';

/**
 * The console's footer (its name and the year; the spec names no content).
 * Below: it ends the page. Above: it stays at the window's bottom, over the
 * content, while the page scrolls. Held with the chrome while a list opened at boot waits for its rows: drawn
 * under a screen still empty, it was thrown down (or out of the window) as the rows came.
 */
export const Footer = ({ colour, bar }: { colour: BarColour; bar: BarSettings }) => {
    const translate = useTranslate();
    const ready = useChromeReady();
    if (!bar.visible || !ready) return null;
    const look = BAR_LOOKS[colour];
    return (
        <Box
            component="footer"
            data-position={bar.position}
            sx={{
                mt: 'auto',
                mx: -1,
                px: 2,
                py: 1.5,
                background: look.background,
                color: look.text,
                fontSize: 14,
                position: bar.position === 'above' ? 'sticky' : 'static',
                bottom: 0,
                zIndex: theme => theme.zIndex.appBar - 1,
                boxShadow: bar.position === 'above' ? 3 : 0,
            }}
        >
            {translate('app.layout_settings.footer_text', { year: new Date().getFullYear() })}
        </Box>
    );
};
