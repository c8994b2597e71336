import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './documentTitle';
import { TOAST_CLEAR } from './LightToast';

interface Props {
    /** The page's heading, also the tab's title ("{title} · Admin Console"). */
    title: string;
    /** Beside the heading, at its right (e.g. a list's Add button). */
    actions?: ReactNode;
    children: ReactNode;
}

/**
 * The frame of every screen inside the layout: the heading above the content,
 * at the same place on lists, forms and the dashboard, the actions on its
 * line, and the tab named after the screen. Nothing in it is wider than the
 * window: wide content (a table) scrolls in its own area.
 */
export const PageFrame = ({ title, actions, children }: Props) => {
    useDocumentTitle(title);
    return (
        <Box sx={{ pt: 2, pb: 3, minWidth: 0 }}>
            <Stack
                {...TOAST_CLEAR}
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', minHeight: 40, mb: 2 }}
            >
                <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                    {title}
                </Typography>
                {actions}
            </Stack>
            {children}
        </Box>
    );
};
