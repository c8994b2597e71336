import { lazy, Suspense } from 'react';
import { HISTORY_TEXTS } from '../historyTexts';
import type { ResourceDeclaration } from '../../shared/types';
import { TOOL_ICONS, ToolButton } from './ToolButton';
import { useOpenDeleted } from './dialogControl';
import { useExtra } from './useExtra';
import { useText } from './useText';

/** The recently deleted records load on first use. */
const RecentlyDeletedDialog = lazy(() => import('./RecentlyDeletedDialog'));

/**
 * "Recently deleted" in a list's toolbar: the records deleted in the last 30 days, to restore. It opens them at
 * their own URL (`{list}/deleted`), so Back closes them and Forward opens them again, as the add and edit modals.
 */
export const RecentlyDeletedButton = () => {
    const offered = useExtra('recentlyDeleted');
    const text = useText();
    const openDeleted = useOpenDeleted();
    // An API without it (GET /capabilities) offers nothing to bring back.
    if (!offered) return null;
    return (
        <ToolButton
            size="small"
            tone="dark"
            icon={TOOL_ICONS.recentlyDeleted}
            compact
            aria-haspopup="dialog"
            onClick={openDeleted}
        >
            {text(HISTORY_TEXTS.recentlyDeleted)}
        </ToolButton>
    );
};

/** The recently deleted records over the list, while its URL asks for them and the API offers them. */
export const RecentlyDeletedShown = ({ decl, onClose }: { decl: ResourceDeclaration; onClose: () => void }) => {
    const offered = useExtra('recentlyDeleted');
    if (!offered) return null;
    return (
        <Suspense fallback={null}>
            <RecentlyDeletedDialog decl={decl} onClose={onClose} />
        </Suspense>
    );
};
