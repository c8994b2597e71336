import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GetListResult, RaRecord } from 'ra-core';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { BAR_LOOKS, BACKGROUND_LOOKS, sidebarBackground } from '../layout/settings/looks';
import { cellText, LIST_CELL_LAYOUT, wrapsInList } from '../schema/display';
import { ACTIONS, type FieldDef, type ResourceDeclaration } from '../schema/types';
import { valueAt } from '../schema/values';
import { ColorSwatch } from '../schema/views/ColorSwatch';
import { endFirstRows, firstRowsEnded, onFirstRowsEnd } from './firstRowsHandover';

/** The layout's looks as a reload starts them (the layout settings are not kept across reloads). */
const BAR = BAR_LOOKS.gradient1;
const NARROW = '@media (max-width: 575.98px)';
/** However the console fares, the early paint never outstays this. */
const AT_MOST_MS = 10_000;

const Cell = ({ field, value }: { field: FieldDef; value: unknown }) => {
    if (field.kind === 'color') return <ColorSwatch value={value} round={field.round} />;
    return <>{cellText(field, value)?.text ?? ''}</>;
};

/**
 * The list screen as the console will show it, drawn from the list asked for
 * at boot before react-admin has loaded: the top bar, the sidebar, the
 * heading and the table's first page, in the layout's default looks. Not
 * interactive (inert, hidden from assistive technology); the console's own
 * screen replaces it as soon as it is up (./firstRowsHandover).
 */
const FirstRows = ({ decl, rows }: { decl: ResourceDeclaration; rows: readonly RaRecord[] }) => {
    const columns = decl.list.columns;
    return (
        <Box
            sx={{
                position: 'fixed',
                inset: 0,
                zIndex: 1400,
                bgcolor: BACKGROUND_LOOKS.themedefault,
                overflow: 'hidden',
            }}
        >
            <Box
                sx={{
                    height: 48,
                    display: 'flex',
                    alignItems: 'center',
                    px: 2,
                    background: BAR.background,
                    color: BAR.text,
                }}
            >
                <Typography variant="h6" component="span" sx={{ ml: 5, fontWeight: 400 }}>
                    Admin Console
                </Typography>
            </Box>
            <Box sx={{ display: 'flex', height: 'calc(100% - 48px)' }}>
                <Box
                    sx={{
                        width: 260,
                        flexShrink: 0,
                        background: sidebarBackground('gradient1'),
                        [NARROW]: { display: 'none' },
                    }}
                />
                <Box sx={{ flex: 1, minWidth: 0, px: 1, pt: 2 }}>
                    <Typography
                        variant="h5"
                        component="p"
                        sx={{ minHeight: 40, display: 'flex', alignItems: 'center', mb: 2 }}
                    >
                        {decl.title}
                    </Typography>
                    {/* Where the search box and the export button will be. */}
                    <Box sx={{ height: 64, mb: 1, [NARROW]: { height: 120 } }} />
                    <Paper
                        sx={{
                            overflow: 'hidden',
                            ...LIST_CELL_LAYOUT,
                        }}
                    >
                        <Table size="small">
                            <TableHead>
                                <TableRow>
                                    {columns.map(column => (
                                        <TableCell key={column}>
                                            {column === ACTIONS ? 'Action' : decl.fields[column].label}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {rows.map(record => (
                                    <TableRow key={String(record.id)}>
                                        {columns.map(column => {
                                            const field = column === ACTIONS ? undefined : decl.fields[column];
                                            return (
                                                <TableCell
                                                    key={column}
                                                    className={field && wrapsInList(field) ? 'cell-wrap' : undefined}
                                                    sx={{ height: 52 }}
                                                >
                                                    {field && <Cell field={field} value={valueAt(record, column)} />}
                                                </TableCell>
                                            );
                                        })}
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </Paper>
                </Box>
            </Box>
        </Box>
    );
};

/**
 * Paints the first rows once the list asked for at boot answers, unless the
 * console has its own screen up by then; an empty page or a failure paints
 * nothing (the console shows those itself).
 */
export const paintFirstRows = (decl: ResourceDeclaration, answer: Promise<GetListResult>): void => {
    answer.then(
        ({ data }) => {
            if (firstRowsEnded() || !data.length) return;
            const host = document.createElement('div');
            host.setAttribute('aria-hidden', 'true');
            host.inert = true;
            document.body.appendChild(host);
            const root = createRoot(host);
            onFirstRowsEnd(() => {
                root.unmount();
                host.remove();
            });
            flushSync(() => root.render(<FirstRows decl={decl} rows={data} />));
            setTimeout(endFirstRows, AT_MOST_MS);
        },
        () => undefined,
    );
};
