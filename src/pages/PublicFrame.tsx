import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The page around a public screen (no layout, no login): its content centred on a grey background. */
export const PublicFrame = ({ children }: { children: ReactNode }) => (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
        {children}
    </Box>
);
