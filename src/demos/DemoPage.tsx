import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

interface Props {
    title: string;
    /** Buttons beside the heading. */
    actions?: ReactNode;
    children: ReactNode;
}

/**
 * A demo screen: its title in the top bar and as the page heading. The page
 * takes the width the layout gives it rather than widening the layout to its
 * content (`contain`), so on a phone wide parts wrap or scroll inside instead
 * of pushing the whole page sideways.
 */
export const DemoPage = ({ title, actions, children }: Props) => (
    <Box sx={{ mt: 2, contain: 'inline-size' }}>
        <Title title={title} />
        <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography component="h1" variant="h5">
                {title}
            </Typography>
            {actions}
        </Stack>
        {children}
    </Box>
);
