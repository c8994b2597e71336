import { useLayoutEffect } from 'react';
import { useListContext } from 'react-admin';
import { endFirstRows } from '../../boot/firstRowsHandover';

/**
 * Inside a list: the rows painted at boot (src/boot/FirstRows) give way once
 * the list has its own rows, its empty state or its error, before the
 * browser paints again.
 */
export const FirstRowsHandover = () => {
    const { isPending } = useListContext();
    useLayoutEffect(() => {
        if (!isPending) endFirstRows();
    }, [isPending]);
    return null;
};
