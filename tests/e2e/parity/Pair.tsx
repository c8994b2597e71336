import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * One copy beside its original, each in a box the spec screenshots; `part` narrows both sides to the element
 * the copy draws (a row of a table, a head cell).
 */
export const Pair = ({
    name,
    part,
    copy,
    original,
}: {
    name: string;
    part?: string;
    copy: ReactNode;
    original: ReactNode;
}) => (
    <Box data-pair={name} data-part={part} sx={{ display: 'flex', gap: 2, p: 1 }}>
        <Box data-side="copy" sx={{ display: 'inline-block' }}>
            {copy}
        </Box>
        <Box data-side="original" sx={{ display: 'inline-block' }}>
            {original}
        </Box>
    </Box>
);
