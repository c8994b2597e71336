import { downloadCSV, type Exporter, useDataProvider, useEvent } from 'react-admin';
import type { ColumnChoice } from '../../shared/columnChoice';
import { isReference, labelsOf, type LabelsByField } from '../../shared/referenceLabels';
import type { EngineDataProvider } from '../engineDataProvider';
import { type CellOverride, exportColumns, exportFileName, exportRows } from '../exportRows';
import type { PickerField, ResourceDeclaration } from '../../shared/types';
import { useText } from './useText';

/** The labels of the reference columns an export holds: each picker's options, read once for the export. */
const exportedLabels = async (
    dataProvider: EngineDataProvider,
    decl: ResourceDeclaration,
    columns?: ColumnChoice,
): Promise<LabelsByField> => {
    const references = exportColumns(decl, columns).filter(column => isReference(decl.fields[column]));
    const read = await Promise.all(
        references.map(async column => {
            const field = decl.fields[column] as PickerField;
            const { data } = await dataProvider.call<unknown>(field.source, { data: { search: '' } });
            return [column, labelsOf(field, data)] as const;
        }),
    );
    return Object.fromEntries(read);
};

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
    const dataProvider = useDataProvider<EngineDataProvider>();
    // One function for the list's lifetime, reading the columns of the moment: a new one re-rendered every row.
    const exporter: Exporter = useEvent(async (records: Parameters<Exporter>[0]) => {
        const { headers, rows } = exportRows(decl, records, {
            translate: english => text(english),
            cells,
            columns,
            labels: await exportedLabels(dataProvider, decl, columns),
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
    });
    return exporter;
};
