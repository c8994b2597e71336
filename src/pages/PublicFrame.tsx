import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The page behind public screens: light grey, or the dark page in the Dark preset (its text is light there). */
export const publicBackground = (theme: Theme): string =>
    theme.palette.mode === 'dark' ? theme.palette.background.default : theme.palette.grey[100];

/** The page around a public screen (no layout, no login): its content centred on a grey background. */
export const PublicFrame = ({ children }: { children: ReactNode }) => (
    <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: publicBackground, p: 2 }}
    >
        {children}
    </Box>
);
