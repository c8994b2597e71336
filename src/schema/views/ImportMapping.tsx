import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ID_COLUMN, importFields } from '../csvImport';
import { IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../../shared/types';
import { useText } from './useText';

/** Which field each of the file's columns fills (or none): guessed from the headers, changed here. */
export const ImportMapping = ({
    decl,
    headers,
    mapping,
    disabled,
    onChange,
}: {
    decl: ResourceDeclaration;
    headers: readonly string[];
    mapping: readonly (string | null)[];
    disabled: boolean;
    onChange: (next: (string | null)[]) => void;
}) => {
    const text = useText();
    const headingId = useId();
    const fields = importFields(decl);
    const pick = (column: number, name: string) => {
        // A field fills from one column: picking it here frees it elsewhere.
        const next = mapping.map((taken, i) => (i === column ? name || null : taken === name ? null : taken));
        onChange(next);
    };
    return (
        <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
            <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {text(IMPORT_TEXTS.mapping)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
                {headers.map((header, column) => (
                    <TextField
                        key={column}
                        select
                        size="small"
                        disabled={disabled}
                        label={header || `#${column + 1}`}
                        value={mapping[column] ?? ''}
                        onChange={event => pick(column, event.target.value)}
                        slotProps={{
                            select: {
                                displayEmpty: true,
                                SelectDisplayProps: {
                                    'aria-label': text(IMPORT_TEXTS.fieldFor, { column: header || `#${column + 1}` }),
                                },
                            },
                            inputLabel: { shrink: true },
                        }}
                    >
                        <MenuItem value="">
                            <em>{text(IMPORT_TEXTS.skip)}</em>
                        </MenuItem>
                        <MenuItem value={ID_COLUMN}>{text(IMPORT_TEXTS.idColumn)}</MenuItem>
                        {fields.map(([name, field]) => (
                            <MenuItem key={name} value={name}>
                                {text(field.inputLabel ?? field.label)}
                            </MenuItem>
                        ))}
                    </TextField>
                ))}
            </Box>
        </Box>
    );
};
