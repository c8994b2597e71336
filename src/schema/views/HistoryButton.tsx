import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { HISTORY_SEGMENT } from '../../shared/recordHistory';
import { HISTORY_TEXTS } from '../historyTexts';
import type { ResourceDeclaration } from '../../shared/types';
import { useExtra } from './useExtra';
import { useText } from './useText';

/** The history, with its diff, loads on first use. */
const HistoryDialog = lazy(() => import('./HistoryDialog'));

/** Marks a history opened from its record's modal, so closing it is the browser's Back. */
const FROM_RECORD = 'fromRecord';

/**
 * The history's own URL, below the record modal's (`/event/12/history`): Back closes it, Forward opens it again,
 * a link opens the record with its history over it.
 */
const useHistoryRoute = () => {
    const location = useLocation();
    const navigate = useNavigate();
    const path = location.pathname.replace(/\/+$/, '');
    const suffix = `/${HISTORY_SEGMENT}`;
    const state = location.state as Record<string, unknown> | null;
    return {
        open: path.endsWith(suffix),
        show: () =>
            navigate(
                { pathname: `${path}${suffix}`, search: location.search },
                { state: { ...state, [FROM_RECORD]: true } },
            ),
        hide: () => {
            if (state?.[FROM_RECORD]) navigate(-1);
            else
                navigate(
                    { pathname: path.slice(0, -suffix.length), search: location.search },
                    { replace: true, state },
                );
        },
    };
};

/**
 * "History" in an edit modal's action bar: the record's versions, over the modal, at their own URL; `local` keeps
 * it in the page's state instead (a page whose route has no room below it).
 */
export const HistoryButton = ({
    decl,
    record,
    onRestored,
    local = false,
}: {
    decl: ResourceDeclaration;
    record: Partial<RaRecord>;
    onRestored: () => void;
    local?: boolean;
}) => {
    const offered = useExtra('history');
    const text = useText();
    const [openHere, setOpenHere] = useState(false);
    const route = useHistoryRoute();
    const open = local ? openHere : route.open;
    // A restore closes the history first (Back), then the modal: its own close is Back again, from the record.
    const restored = useRef(false);
    useEffect(() => {
        if (open || !restored.current) return;
        restored.current = false;
        onRestored();
    }, [open, onRestored]);
    // An API without it (GET /capabilities) keeps no history to show.
    if (!offered) return null;
    const hide = local ? () => setOpenHere(false) : route.hide;
    return (
        <>
            <Button
                onClick={local ? () => setOpenHere(true) : route.show}
                aria-haspopup="dialog"
                sx={{ mr: 'auto', order: -1 }}
            >
                {text(HISTORY_TEXTS.button)}
            </Button>
            {open && (
                <Suspense fallback={null}>
                    <HistoryDialog
                        decl={decl}
                        record={record}
                        onClose={hide}
                        onRestored={() => {
                            restored.current = true;
                            hide();
                        }}
                    />
                </Suspense>
            )}
        </>
    );
};
