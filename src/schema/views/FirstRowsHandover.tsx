import { useLayoutEffect } from 'react';
import { useListContext } from 'react-admin';
import { useListScreenParts } from './listScreenContext';

/**
 * Inside a list: once the list has its own rows, its empty state or its
 * error, the app is told before the browser paints again (the rows painted
 * at boot, src/boot/FirstRows, give way then).
 */
export const FirstRowsHandover = () => {
    const { isPending } = useListContext();
    const { onListReady } = useListScreenParts();
    useLayoutEffect(() => {
        if (!isPending) onListReady();
    }, [isPending, onListReady]);
    return null;
};
