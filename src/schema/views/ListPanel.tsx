import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { OnceOpened } from './OnceOpened';
import { ToolButton } from './ToolButton';

interface ListPanelProps {
    /** The button's text, and the panel's title unless `title` says otherwise. */
    label: string;
    title?: string;
    /** The button's picture (`TOOL_ICONS`). */
    icon: ReactNode;
    /** The open panel's button (null while closed): the list's code may close it, e.g. after a choice. */
    anchor: HTMLElement | null;
    onAnchor(anchor: HTMLElement | null): void;
    minWidth?: number;
    /** Keys pressed anywhere in the open panel, its frame included (it has the focus when it opens). */
    onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
    children: ReactNode;
}

/**
 * A button of a list's toolbar and the panel it opens under itself (Views, Columns): a dialog named by its
 * title, closed by Escape or a click outside; mounted on its first opening.
 */
export const ListPanel = ({
    label,
    title = label,
    icon,
    anchor,
    onAnchor,
    minWidth,
    onKeyDown,
    children,
}: ListPanelProps) => {
    const titleId = useId();
    const open = Boolean(anchor);
    return (
        <>
            <ToolButton
                size="small"
                tone="dark"
                icon={icon}
                compact
                aria-haspopup="dialog"
                aria-expanded={open}
                onClick={event => onAnchor(event.currentTarget)}
            >
                {label}
            </ToolButton>
            <OnceOpened open={open}>
                <Popover
                    open={open}
                    anchorEl={anchor}
                    onClose={() => onAnchor(null)}
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                    slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, onKeyDown, sx: { minWidth } } }}
                >
                    <Typography id={titleId} variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
                        {title}
                    </Typography>
                    {children}
                </Popover>
            </OnceOpened>
        </>
    );
};
