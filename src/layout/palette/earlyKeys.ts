/**
 * Ctrl+K (⌘K) from the first paint of the console's shell, before the console's code has loaded, and what is
 * typed before the palette's box exists: one key listener, started at boot, asks for the palette and keeps the
 * typed characters until the palette takes them. Plain module state, no React: the boot code starts it before
 * react-admin is there.
 */

let wanted = false;
let shown = false;
let typed = '';
let opener: (() => void) | null = null;
let listening = false;

const isShortcut = (event: KeyboardEvent) =>
    (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

const onKey = (event: KeyboardEvent) => {
    if (isShortcut(event)) {
        event.preventDefault();
        if (!shown) {
            wanted = true;
            typed = '';
        }
        opener?.();
        return;
    }
    if (!wanted || shown) return;
    if (event.key === 'Escape') {
        wanted = false;
        typed = '';
    } else if (event.key === 'Backspace') {
        typed = typed.slice(0, -1);
        event.preventDefault();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        // Kept for the palette's box, not for whatever else has the focus meanwhile.
        typed += event.key;
        event.preventDefault();
    }
};

/** Starts listening (once): the boot code calls it at the first paint, the top bar's button again. */
export const listenForPalette = (): void => {
    if (listening) return;
    listening = true;
    window.addEventListener('keydown', onKey, true);
};

/** The top bar's palette button: `open` is called on Ctrl+K, at once if it was pressed before the button was there. */
export const onPaletteWanted = (open: () => void): (() => void) => {
    listenForPalette();
    opener = open;
    if (wanted && !shown) open();
    return () => {
        if (opener === open) opener = null;
    };
};

/** What was typed since Ctrl+K so far, for the palette's first render; the keys are still kept until its box has the focus. */
export const typedForPalette = (): string => typed;

/**
 * The palette's box has the focus: it takes what was typed since Ctrl+K (the whole text, the first render's part
 * included), and the keys go to it from now on. Until then they were kept here: between the palette's render and
 * its box taking the focus, a key would have gone to the page. Null once taken: a later focus keeps the box's text.
 */
export const claimTypedForPalette = (): string | null => {
    if (shown) return null;
    shown = true;
    return typed;
};

/** The palette closed: the next Ctrl+K starts afresh. */
export const paletteClosed = (): void => {
    wanted = false;
    shown = false;
    typed = '';
};
