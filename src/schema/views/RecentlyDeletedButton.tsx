import { lazy, Suspense, useState } from 'react';
import { HISTORY_TEXTS } from '../historyTexts';
import type { ResourceDeclaration } from '../../shared/types';
import { TOOL_ICONS, ToolButton } from '../../ui/ToolButton';
import { useExtra } from './useExtra';
import { useText } from './useText';

/** The recently deleted records load on first use. */
const RecentlyDeletedDialog = lazy(() => import('./RecentlyDeletedDialog'));

/** "Recently deleted" in a list's toolbar: the records deleted in the last 30 days, to restore. */
export const RecentlyDeletedButton = ({ decl }: { decl: ResourceDeclaration }) => {
    const offered = useExtra('recentlyDeleted');
    const text = useText();
    const [open, setOpen] = useState(false);
    // An API without it (GET /capabilities) offers nothing to bring back.
    if (!offered) return null;
    return (
        <>
            <ToolButton
                size="small"
                tone="dark"
                icon={TOOL_ICONS.recentlyDeleted}
                aria-haspopup="dialog"
                onClick={() => setOpen(true)}
            >
                {text(HISTORY_TEXTS.recentlyDeleted)}
            </ToolButton>
            {open && (
                <Suspense fallback={null}>
                    <RecentlyDeletedDialog decl={decl} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
};
