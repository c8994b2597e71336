import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { importFields } from '../csvImport';
import type { EngineDataProvider } from '../engineDataProvider';
import type { KnownRecord } from '../importMatch';
import { IMPORT_MATCH_MAX } from '../importTexts';
import type { Picked } from '../../shared/rules';
import type { ResourceDeclaration } from '../../shared/types';
import { optionsOf } from '../../shared/pickerOptions';

export interface ImportSources {
    /** The list's records (inside its parent), to find the rows already there. */
    records: KnownRecord[];
    /** The pickers' options by field name, to read names back. */
    options: Record<string, Picked[]>;
}

/**
 * What an import reads for each file chosen: the records already there and the pickers' options. Read once per
 * file, not live: rows sent by the import must not turn into "already there" under the user's eyes, but a file
 * chosen after an import sees what it added.
 */
export const useImportSources = (
    decl: ResourceDeclaration,
    filter: Readonly<Record<string, unknown>> = {},
    file?: object,
) => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const [read, setRead] = useState<{ of: object; sources: ImportSources }>();
    const [failure, setFailure] = useState<{ of: object; message: string }>();
    useEffect(() => {
        if (!file) return;
        let current = true;
        const pickers = importFields(decl).flatMap(([name, field]) =>
            field.kind === 'picker' ? [[name, field] as const] : [],
        );
        void Promise.all([
            dataProvider.getList(decl.route, {
                pagination: { page: 1, perPage: IMPORT_MATCH_MAX },
                sort: decl.list.defaultSort ?? { field: '', order: 'DESC' },
                filter,
            }),
            ...pickers.map(async ([name, field]) => {
                const { data } = await dataProvider.call<unknown[]>(field.source, { data: { search: '' } });
                return [name, optionsOf(field, data)] as const;
            }),
        ])
            .then(([list, ...options]) => {
                if (!current) return;
                const { data } = list as { data: KnownRecord[] };
                setRead({
                    of: file,
                    sources: { records: data, options: Object.fromEntries(options as [string, Picked[]][]) },
                });
            })
            .catch(
                (error: unknown) =>
                    current &&
                    setFailure({ of: file, message: error instanceof Error ? error.message : String(error) }),
            );
        return () => {
            current = false;
        };
        // Read once per file: the filter is the list's parent, fixed while the dialog is open.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [decl, dataProvider, file]);
    return {
        sources: file && read?.of === file ? read.sources : undefined,
        failure: file && failure?.of === file ? failure.message : undefined,
    };
};
