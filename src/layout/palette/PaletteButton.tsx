import Search from '@mui/icons-material/Search';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HintButton } from '../../ui/HintButton';
import { useText } from '../../schema/views/useText';
import { onPaletteWanted, paletteClosed } from './earlyKeys';

/** The palette and the search it runs load on first use, not with the console. */
const CommandPalette = lazy(() => import('./CommandPalette'));

/** The top bar's search button; Ctrl+K (⌘K on a Mac) anywhere in the console opens the palette too. */
export const PaletteButton = () => {
    const text = useText();
    const [open, setOpen] = useState(false);
    // Ctrl+K is heard from the first paint (./earlyKeys): pressed before this button was there, it opens now.
    useEffect(() => onPaletteWanted(() => setOpen(true)), []);
    const close = () => {
        paletteClosed();
        setOpen(false);
    };
    const label = text('Search (Ctrl+K)');
    return (
        <>
            <HintButton
                hint={label}
                color="inherit"
                size="medium"
                aria-keyshortcuts="Control+K Meta+K"
                onClick={() => {
                    paletteClosed();
                    setOpen(true);
                }}
            >
                <Search />
            </HintButton>
            {open && (
                <Suspense fallback={null}>
                    <CommandPalette onClose={close} />
                </Suspense>
            )}
        </>
    );
};
