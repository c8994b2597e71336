import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useText } from '../../schema/views/useText';

/** The palette and the search it runs load on first use, not with the console. */
const CommandPalette = lazy(() => import('./CommandPalette'));

/** The top bar's search button; Ctrl+K (⌘K on a Mac) anywhere in the console opens the palette too. */
export const PaletteButton = () => {
    const text = useText();
    const [open, setOpen] = useState(false);
    useEffect(() => {
        const onKey = (event: KeyboardEvent) => {
            if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
                event.preventDefault();
                setOpen(true);
            }
        };
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
    }, []);
    const label = text('Search (Ctrl+K)');
    return (
        <>
            <Tooltip title={label}>
                <IconButton
                    color="inherit"
                    aria-label={label}
                    aria-keyshortcuts="Control+K Meta+K"
                    onClick={() => setOpen(true)}
                >
                    <Search />
                </IconButton>
            </Tooltip>
            {open && (
                <Suspense fallback={null}>
                    <CommandPalette onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
};
