import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';

/**
 * The place a lazily loaded input takes once it is in, margins included: a form must not move when its inputs
 * arrive, or a click aimed at a button below them (Save, right after the form opens) lands beside it.
 * - `field`: a one-line input (date, phone), built as one: the dense margins, the 48 px box, the helper line.
 * - `editor`: the rich-text input (label, toolbar, its 160 px editor, helper line), as measured in the console.
 * - `file`: the file drop (label, drop zone, helper line), as measured in the console; it sits on a line of its own,
 *   4 px below the field above it.
 */
export type PlaceholderShape = 'field' | 'editor' | 'file';

const MEASURED: Record<Exclude<PlaceholderShape, 'field'>, { height: number; mt: string; mb: string }> = {
    editor: { height: 252.5, mt: '8px', mb: '8px' },
    file: { height: 97.3, mt: '4px', mb: '3.2px' },
};

/** Holds the input's place while its code loads, so the form does not jump. */
export const InputPlaceholder = ({ shape }: { shape: PlaceholderShape }) => {
    if (shape === 'field')
        return (
            <FormControl margin="dense" fullWidth aria-hidden>
                <Skeleton variant="rounded" height={48} />
                <FormHelperText> </FormHelperText>
            </FormControl>
        );
    const { height, mt, mb } = MEASURED[shape];
    return (
        <Box aria-hidden sx={{ mt, mb }}>
            <Skeleton variant="rounded" height={height} />
        </Box>
    );
};
