import Tune from '@mui/icons-material/Tune';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { HintButton } from '../../ui/HintButton';

/** The drawer's code loads the first time it opens, never with the console. */
const SettingsDrawer = lazy(() => import('./SettingsDrawer'));

/** Whether the drawer is open: one flag, shared by the top-bar button and the floating one. */
const useDrawerOpen = () => useStore('layout.settingsDrawerOpen', false);

/** The drawer, once it has been opened. */
export const LayoutSettingsDrawer = () => {
    const [open, setOpen] = useDrawerOpen();
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
        <Suspense fallback={null}>
            <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
    );
};

/** The top bar's button that opens the layout settings drawer (spec part 1, "Top bar"). */
export const LayoutSettingsButton = () => {
    const translate = useTranslate();
    const [, setOpen] = useDrawerOpen();
    const label = translate('app.layout_settings.open');
    return (
        <HintButton hint={label} color="inherit" size="medium" onClick={() => setOpen(true)}>
            <Tune />
        </HintButton>
    );
};

/** With the toolbar hidden, the drawer stays reachable from a button half way down the window's right edge (clear of page actions). */
export const FloatingSettingsButton = () => {
    const translate = useTranslate();
    const [, setOpen] = useDrawerOpen();
    const label = translate('app.layout_settings.open');
    return (
        <Tooltip title={label} placement="left" disableInteractive>
            <Fab
                size="small"
                color="primary"
                aria-label={label}
                onClick={() => setOpen(true)}
                sx={{ position: 'fixed', right: 8, top: '50%', zIndex: theme => theme.zIndex.appBar + 1 }}
            >
                <Tune />
            </Fab>
        </Tooltip>
    );
};
