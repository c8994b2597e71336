import AddIcon from '@mui/icons-material/Add';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { forwardRef, type ReactNode } from 'react';

/** The pictures of a list screen's buttons. */
export const TOOL_ICONS = {
    add: <AddIcon />,
    importFile: <UploadFileIcon />,
    views: <BookmarksOutlinedIcon />,
    saveView: <BookmarkAddOutlinedIcon />,
    columns: <ViewColumnOutlinedIcon />,
    recentlyDeleted: <RestoreFromTrashIcon />,
} as const;

// On a phone a compact button is its picture, named by its words (kept for screen readers and tests), as the
// icon buttons beside it (Export): 40 px round, a 24 px picture.
const compactLook = (theme: Theme) => ({
    [theme.breakpoints.down('sm')]: {
        minWidth: 0,
        padding: '8px',
        borderRadius: '50%',
        '& .MuiButton-startIcon': { margin: 0, '& > svg': { fontSize: 24 } },
        '& .label': {
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
        },
    },
});

// The primary's darker shade reads on the page's grey for small text buttons.
const darkLook = { color: 'primary.dark' };

export interface ToolButtonProps extends Omit<ButtonProps, 'color'> {
    /** The theme's primary or secondary colour, or the primary's darker shade. */
    tone?: 'primary' | 'secondary' | 'dark';
    /** The picture before the text (`TOOL_ICONS`). */
    icon?: ReactNode;
    /** On a phone, the picture alone (its words its name and tooltip): a list's tools keep to one line. */
    compact?: boolean;
}

/** A list screen's text, outlined or contained button: MUI's Button with a picture and a tone. */
export const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(
    ({ tone, icon, compact = false, children, sx, ...rest }, ref) => (
        <Button
            ref={ref}
            color={tone === 'secondary' ? 'secondary' : tone && 'primary'}
            startIcon={icon}
            title={compact && typeof children === 'string' ? children : undefined}
            sx={[tone === 'dark' && darkLook, compact && compactLook, ...(Array.isArray(sx) ? sx : [sx])]}
            {...rest}
        >
            {compact ? <span className="label">{children}</span> : children}
        </Button>
    ),
);
ToolButton.displayName = 'ToolButton';
