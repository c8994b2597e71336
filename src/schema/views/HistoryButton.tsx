import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { HISTORY_TEXTS } from '../historyTexts';
import type { ResourceDeclaration } from '../../shared/types';
import { useExtra } from './useExtra';
import { useText } from './useText';

/** The history, with its diff, loads on first use. */
const HistoryDialog = lazy(() => import('./HistoryDialog'));

/** "History" in an edit modal's action bar: the record's versions, over the modal. */
export const HistoryButton = ({
    decl,
    record,
    onRestored,
}: {
    decl: ResourceDeclaration;
    record: Partial<RaRecord>;
    onRestored: () => void;
}) => {
    const offered = useExtra('history');
    const text = useText();
    const [open, setOpen] = useState(false);
    // An API without it (GET /capabilities) keeps no history to show.
    if (!offered) return null;
    return (
        <>
            <Button onClick={() => setOpen(true)} aria-haspopup="dialog" sx={{ mr: 'auto', order: -1 }}>
                {text(HISTORY_TEXTS.button)}
            </Button>
            {open && (
                <Suspense fallback={null}>
                    <HistoryDialog
                        decl={decl}
                        record={record}
                        onClose={() => setOpen(false)}
                        onRestored={() => {
                            setOpen(false);
                            onRestored();
                        }}
                    />
                </Suspense>
            )}
        </>
    );
};
