import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PageFrame } from '../components/PageFrame';

interface Props {
    title: string;
    /** Buttons beside the heading. */
    actions?: ReactNode;
    children: ReactNode;
}

/**
 * A demo screen in the console's page frame. The page takes the width the
 * layout gives it rather than widening the layout to its content
 * (`contain`), so on a phone wide parts wrap or scroll inside instead of
 * pushing the whole page sideways.
 */
export const DemoPage = ({ title, actions, children }: Props) => (
    <Box sx={{ contain: 'inline-size' }}>
        <PageFrame title={title} actions={actions}>
            {children}
        </PageFrame>
    </Box>
);
