import { useCallback } from 'react';
import { downloadCSV, type Exporter } from 'react-admin';
import type { ColumnChoice } from '../../shared/columnChoice';
import { type CellOverride, exportFileName, exportRows } from '../exportRows';
import type { ResourceDeclaration } from '../../shared/types';
import { useText } from './useText';

/**
 * The exporter of a declared list, for react-admin's ExportButton: it gets
 * the whole filtered and sorted set and writes what the screen shows as CSV:
 * the columns the user chose, in their order.
 * The CSV writer (jsonexport, react-admin's own) loads on the first export.
 */
export const useCsvExporter = (
    decl: ResourceDeclaration,
    cells?: Readonly<Record<string, CellOverride>>,
    columns?: ColumnChoice,
): Exporter => {
    const text = useText();
    return useCallback<Exporter>(
        async records => {
            const { headers, rows } = exportRows(decl, records, {
                translate: english => text(english),
                cells,
                columns,
            });
            const { default: jsonExport } = await import('jsonexport/dist');
            // Keys by position, names in `rename`: a label may hold a dot, which jsonexport reads as a path.
            const objects = rows.map(row => Object.fromEntries(row.map((value, i) => [`c${i}`, value])));
            const csv = await new Promise<string>((resolve, reject) =>
                jsonExport(objects, { headers: headers.map((_, i) => `c${i}`), rename: headers }, (err, out) =>
                    err ? reject(err) : resolve(out),
                ),
            );
            downloadCSV(csv, exportFileName(decl));
        },
        [decl, cells, columns, text],
    );
};
