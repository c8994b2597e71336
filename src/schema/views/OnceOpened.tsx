import { type ReactNode, useState } from 'react';

/**
 * A popup (menu, popover, dialog) that starts closed mounts when it first opens, then stays mounted so it closes
 * with its animation and hands the focus back: a list's closed popups cost its first screen nothing.
 */
export const OnceOpened = ({ open, children }: { open: boolean; children: ReactNode }) => {
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened ? children : null;
};
