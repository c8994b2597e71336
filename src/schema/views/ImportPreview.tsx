import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ID_COLUMN, problemText } from '../csvImport';
import { IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../../shared/types';
import type { ExistingChoice, PreviewRow } from './useImportRows';
import { useText } from './useText';

/** Rows drawn at once; the counts, the import and the download cover every row. */
const PREVIEW_ROWS = 100;

/** A row's problems, or its refusal, once sent. */
export const hasErrors = (row: PreviewRow) => row.problems.length > 0 || row.outcome?.ok === false;

/** A file's cell: three lines at most, a word longer than the column broken, so the row's reason stays in view. */
const CELL_LOOK = {
    minWidth: 80,
    maxWidth: 240,
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
} as const;

/** What the last column says of a row: its problems, its outcome, or what will happen to it. */
const useRowStatus = (decl: ResourceDeclaration, choice: ExistingChoice) => {
    const text = useText();
    return (row: PreviewRow): string => {
        if (row.problems.length) return row.problems.map(p => problemText(decl, p, text)).join('; ');
        if (row.outcome?.ok === false) return row.outcome.message;
        if (row.outcome?.ok) return text(row.existing ? IMPORT_TEXTS.updated : IMPORT_TEXTS.added);
        if (row.existing) return text(choice === 'update' ? IMPORT_TEXTS.willUpdate : IMPORT_TEXTS.exists);
        return '✓';
    };
};

/** One row of the file: its line number, its mapped cells, and its status coloured by what it means. */
const PreviewLine = ({
    row,
    columns,
    status,
}: {
    row: PreviewRow;
    columns: readonly { name: string; i: number }[];
    status: string;
}) => (
    <TableRow data-invalid={row.problems.length > 0 || undefined}>
        <TableCell>{row.index + 2}</TableCell>
        {columns.map(({ name, i }) => (
            <TableCell key={name}>
                <Typography variant="body2" component="span" title={row.cells[i]} sx={CELL_LOOK}>
                    {row.cells[i] ?? ''}
                </Typography>
            </TableCell>
        ))}
        <TableCell
            sx={{
                minWidth: 200,
                overflowWrap: 'anywhere',
                color: hasErrors(row) ? 'error.dark' : row.existing && !row.outcome ? 'text.secondary' : 'success.dark',
            }}
        >
            {status}
        </TableCell>
    </TableRow>
);

/** Every row as it will be added (the mapped columns), with the form's messages or, once sent, the API's answer. */
export const ImportPreview = ({
    decl,
    headers,
    mapping,
    rows,
    choice,
}: {
    decl: ResourceDeclaration;
    headers: readonly string[];
    mapping: readonly (string | null)[];
    rows: readonly PreviewRow[];
    choice: ExistingChoice;
}) => {
    const text = useText();
    const status = useRowStatus(decl, choice);
    const [errorsOnly, setErrorsOnly] = useState(false);
    const columns = mapping.flatMap((name, i) => (name ? [{ name, i }] : []));
    const sent = rows.some(r => r.outcome);
    const shown = errorsOnly ? rows.filter(hasErrors) : rows;
    const heading = (name: string, i: number) =>
        name === ID_COLUMN
            ? text(IMPORT_TEXTS.idColumn)
            : text(decl.fields[name].inputLabel ?? decl.fields[name].label) || headers[i];
    return (
        <>
            <FormControlLabel
                control={<Checkbox size="small" checked={errorsOnly} onChange={(_, on) => setErrorsOnly(on)} />}
                label={text(IMPORT_TEXTS.errorsOnly)}
            />
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
                                <TableCell key={name}>{heading(name, i)}</TableCell>
                            ))}
                            <TableCell sx={{ minWidth: 200 }}>
                                {text(sent ? IMPORT_TEXTS.result : IMPORT_TEXTS.errors)}
                            </TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {shown.slice(0, PREVIEW_ROWS).map(row => (
                            <PreviewLine key={row.index} row={row} columns={columns} status={status(row)} />
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
            {errorsOnly && shown.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {text(IMPORT_TEXTS.noErrors)}
                </Typography>
            )}
            {shown.length > PREVIEW_ROWS && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {text(IMPORT_TEXTS.showingFirst, { n: PREVIEW_ROWS })}
                </Typography>
            )}
        </>
    );
};
