import { ExportButton, TopToolbar, useTranslate } from 'react-admin';
import { TOAST_CLEAR } from '../../components/LightToast';
import { offersRecentlyDeleted } from '../../shared/recordHistory';
import type { ResourceDeclaration } from '../../shared/types';
import { ColumnsButton } from './ColumnsButton';
import { useListScreenParts } from './listScreenContext';
import { RecentlyDeletedButton } from './RecentlyDeletedButton';
import { useScreenOffer } from './screenOffer';
import { ViewsMenu } from './ViewsMenu';

/**
 * Rows an export reads at most: the whole filtered list of any screen here (read in the API's pages),
 * with a ceiling so a list of 100k rows cannot hang the browser.
 */
const EXPORT_MAX_ROWS = 10_000;

/**
 * From sm up the tools take two lines beside the search box (two small buttons' height, the gap, the padding
 * below): kept from the first frame, so the search box and the rows do not move down when the tools come.
 */
const TOOLS_HEIGHT_PX = 77.5;

/**
 * Beside the filters: the saved views, the column choice and the CSV export of the whole filtered and sorted list
 * (disabled while it is empty). On a list opened at boot they come in the frame after its rows.
 */
export const ListActions = ({ decl }: { decl: ResourceDeclaration }) => {
    const ready = useListScreenParts().useChromeReady();
    return (
        // Wrapping: on a narrow window (200% zoom: 640 px) the tools go on a second line, never past the edge.
        // A toast (top right) shows below them: after Save view or a bulk action they are what comes next.
        <TopToolbar
            {...TOAST_CLEAR}
            sx={{
                minHeight: { sm: TOOLS_HEIGHT_PX },
                boxSizing: 'border-box',
                pt: 0,
                bgcolor: 'transparent',
                flexWrap: 'wrap',
                gap: { xs: 0, sm: 1 },
                // On a phone the tools are pictures of two sizes (Export is react-admin's icon button): one line.
                alignItems: { xs: 'center', sm: 'flex-end' },
            }}
        >
            {ready && <ListTools decl={decl} />}
        </TopToolbar>
    );
};

const ListTools = ({ decl }: { decl: ResourceDeclaration }) => {
    const translate = useTranslate();
    const offer = useScreenOffer();
    return (
        <>
            <ViewsMenu decl={decl} />
            <ColumnsButton decl={decl} />
            {offersRecentlyDeleted(decl) && offer.may('history') && <RecentlyDeletedButton />}
            {/* The theme's darker blue: small text in the main blue is below AA contrast on the page's grey.
                Named here too: on a phone it is an icon, and react-admin names that only while it is enabled. */}
            {offer.may('export') && (
                <ExportButton
                    maxResults={EXPORT_MAX_ROWS}
                    sx={{ color: 'primary.dark' }}
                    aria-label={translate('ra.action.export')}
                />
            )}
        </>
    );
};
