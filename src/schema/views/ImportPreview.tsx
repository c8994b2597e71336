import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../types';
import { useText } from './useText';

export interface PreviewRow {
    /** Its place in the file, from 0 (the header line not counted). */
    index: number;
    cells: readonly string[];
    values: Record<string, unknown>;
    /** The form's messages for it; empty when it is valid. */
    problems: readonly string[];
    /** What the API said once it was sent. */
    outcome?: { ok: true } | { ok: false; message: string };
}

/** Rows drawn at once; the counts, the import and the download cover every row. */
const PREVIEW_ROWS = 100;

/** Every row as it will be added (the mapped columns), with the form's messages or, once sent, the API's answer. */
export const ImportPreview = ({
    decl,
    headers,
    mapping,
    rows,
}: {
    decl: ResourceDeclaration;
    headers: readonly string[];
    mapping: readonly (string | null)[];
    rows: readonly PreviewRow[];
}) => {
    const text = useText();
    const columns = mapping.flatMap((name, i) => (name ? [{ name, i }] : []));
    const sent = rows.some(r => r.outcome);
    return (
        <>
            <TableContainer
                tabIndex={0}
                role="region"
                aria-label={text(IMPORT_TEXTS.title)}
                sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
                <Table size="small" stickyHeader>
                    <TableHead>
                        <TableRow>
                            <TableCell>{text(IMPORT_TEXTS.row)}</TableCell>
                            {columns.map(({ name, i }) => (
                                <TableCell key={name}>
                                    {text(decl.fields[name].inputLabel ?? decl.fields[name].label) || headers[i]}
                                </TableCell>
                            ))}
                            <TableCell>{text(sent ? IMPORT_TEXTS.result : IMPORT_TEXTS.errors)}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.slice(0, PREVIEW_ROWS).map(row => (
                            <TableRow key={row.index} data-invalid={row.problems.length > 0 || undefined}>
                                <TableCell>{row.index + 2}</TableCell>
                                {columns.map(({ name, i }) => (
                                    <TableCell key={name}>{row.cells[i] ?? ''}</TableCell>
                                ))}
                                <TableCell
                                    sx={{
                                        color:
                                            row.problems.length || row.outcome?.ok === false
                                                ? 'error.dark'
                                                : 'success.dark',
                                    }}
                                >
                                    {row.problems.length
                                        ? row.problems.map(p => text(p)).join('; ')
                                        : row.outcome?.ok === false
                                          ? row.outcome.message
                                          : row.outcome?.ok
                                            ? text(IMPORT_TEXTS.added)
                                            : '✓'}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
            {rows.length > PREVIEW_ROWS && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {text(IMPORT_TEXTS.showingFirst, { n: PREVIEW_ROWS })}
                </Typography>
            )}
        </>
    );
};
