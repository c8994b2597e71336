import SyncDisabled from '@mui/icons-material/SyncDisabled';
import Update from '@mui/icons-material/Update';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useEffect } from 'react';
import { useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useCapabilities } from '../schema/views/useExtra';
import { publishLive, setLiveStatus, useLiveStatus } from '../schema/views/useLiveChanges';
import { publishPresence } from '../schema/views/usePresence';
import { publishPermissionsChanged } from '../schema/views/usePermissions';
import { pollWhileVisible } from './listPolling';

/**
 * Keeps the session's one live stream open while the console is shown (signed in); it publishes to the engine's
 * bus. An API without live changes (GET /capabilities) gets the open list read again every 30 s instead (the
 * bus's resync, which every open list answers by reading its page again).
 */
export const LiveUpdates = () => {
    const dataProvider = useDataProvider<AppDataProvider>();
    // One stream per signed-in person: log in as (or back) opens a new one with that session's token and scope.
    const { identity } = useGetIdentity();
    const who = identity?.id;
    const { known, offers } = useCapabilities();
    const live = offers('live');
    useEffect(() => {
        if (who === undefined || !known) return;
        if (!live) {
            setLiveStatus('polling');
            const stopPolling = pollWhileVisible(() => publishLive('resync'));
            return () => {
                stopPolling();
                setLiveStatus('idle');
            };
        }
        let stop: (() => void) | undefined;
        let unmounted = false;
        void dataProvider
            .live({
                onMessage: publishLive,
                onStatus: setLiveStatus,
                onPresence: publishPresence,
                onPermissions: publishPermissionsChanged,
            })
            .then(stopStream => {
                if (unmounted) stopStream();
                else stop = stopStream;
            });
        return () => {
            unmounted = true;
            stop?.();
        };
    }, [dataProvider, who, known, live]);
    return null;
};

/** What the mark says, and with which icon: only while live updates are off, or replaced by refreshing. */
const MARKS = {
    off: { label: 'app.live_off', Icon: SyncDisabled },
    polling: { label: 'app.live_polling', Icon: Update },
} as const;

/** A small mark in the top bar while live updates are off (dropped, reconnecting) or not offered (lists refresh). */
export const LiveStatusMark = () => {
    const translate = useTranslate();
    const status = useLiveStatus();
    const mark = status === 'off' || status === 'polling' ? MARKS[status] : undefined;
    const label = mark ? translate(mark.label) : '';
    return (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center' }}>
            {mark && (
                <Tooltip title={label}>
                    <mark.Icon titleAccess={label} fontSize="small" sx={{ mx: 1 }} />
                </Tooltip>
            )}
        </Box>
    );
};
