import Skeleton from '@mui/material/Skeleton';

/** Holds the input's place while its code loads, so the form does not jump. */
export const InputPlaceholder = ({ height = 48 }: { height?: number }) => (
    <Skeleton variant="rounded" height={height} sx={{ my: 1 }} aria-hidden />
);
