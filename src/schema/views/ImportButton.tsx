import { lazy, Suspense, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../../shared/types';
import { TOOL_ICONS, ToolButton } from './ToolButton';
import { useText } from './useText';

/** The import dialog, with the CSV reader, loads on first use. */
const ImportDialog = lazy(() => import('./ImportDialog'));

/** "Import CSV" beside Add: rows of a file added through the list's own add call. */
export const ImportButton = ({
    decl,
    newRecord,
    filter,
}: {
    decl: ResourceDeclaration;
    newRecord: Partial<RaRecord>;
    /** The list's parent, where it has one. */
    filter?: Readonly<Record<string, unknown>>;
}) => {
    const text = useText();
    const [open, setOpen] = useState(false);
    return (
        <>
            {/* The darker blue: the primary one is under 4.5:1 on the page's grey. */}
            <ToolButton variant="outlined" tone="secondary" icon={TOOL_ICONS.importFile} onClick={() => setOpen(true)}>
                {text(IMPORT_TEXTS.button)}
            </ToolButton>
            {open && (
                <Suspense fallback={null}>
                    <ImportDialog decl={decl} newRecord={newRecord} filter={filter} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
};
