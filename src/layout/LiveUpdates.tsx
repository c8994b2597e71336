import SyncDisabled from '@mui/icons-material/SyncDisabled';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useEffect } from 'react';
import { useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { publishLive, setLiveStatus, useLiveStatus } from '../schema/views/useLiveChanges';

/** Keeps the session's one live stream open while the console is shown (signed in); it publishes to the engine's bus. */
export const LiveUpdates = () => {
    const dataProvider = useDataProvider<AppDataProvider>();
    // One stream per signed-in person: log in as (or back) opens a new one with that session's token and scope.
    const { identity } = useGetIdentity();
    const who = identity?.id;
    useEffect(() => {
        if (who === undefined) return;
        let stop: (() => void) | undefined;
        let unmounted = false;
        void dataProvider.live({ onMessage: publishLive, onStatus: setLiveStatus }).then(stopStream => {
            if (unmounted) stopStream();
            else stop = stopStream;
        });
        return () => {
            unmounted = true;
            stop?.();
        };
    }, [dataProvider, who]);
    return null;
};

/** A small mark in the top bar while live updates are off (the stream dropped and is reconnecting). */
export const LiveStatusMark = () => {
    const translate = useTranslate();
    const status = useLiveStatus();
    const label = translate('app.live_off');
    return (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center' }}>
            {status === 'off' && (
                <Tooltip title={label}>
                    <SyncDisabled titleAccess={label} fontSize="small" sx={{ mx: 1 }} />
                </Tooltip>
            )}
        </Box>
    );
};
