/**
 * src/ui/SortHead.tsx as the library draws it (`npm run bench:ui`): react-admin's header cell (MUI TableSortLabel
 * in a Tooltip); the list's CSS for the copy is empty.
 */
import { DataTable } from 'react-admin';

export const sortButtonLook = () => ({});

export const SortHead = ({ source, label, className }: { source: string; label: string; className?: string }) => (
    <DataTable.Col source={source} label={label} headerClassName={className} />
);
