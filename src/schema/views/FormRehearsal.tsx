import { Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { RaRecord } from 'react-admin';
import { afterFirstMove, type Preloadable, whenIdle } from '../preloadable';
import type { ResourceDeclaration } from '../../shared/types';
import type { FormDialogProps } from './FormDialog';

const noop = () => undefined;

/**
 * A row's edit form drawn once where nobody sees it (closed, in a box outside the page) while the browser is idle
 * after the list and the user's first move, then dropped: the first Edit or Add finds the form's styles inserted
 * and its code run, the larger part of a first open's cost. Nothing on the page changes: no focus, no
 * request, no unsaved-changes guard. A User Timing mark, `console:form-rehearsed`, says when it was drawn.
 */
export const FormRehearsal = ({
    decl,
    record,
    form: Form,
}: {
    decl: ResourceDeclaration;
    /** The list's first row: its edit form is drawn (the add form has fewer parts). */
    record: RaRecord;
    form: Preloadable<FormDialogProps>;
}) => {
    const [stage, setStage] = useState<'waiting' | 'drawn' | 'done'>('waiting');
    // The row it started with: a sort or a new page meanwhile does not draw the unseen form again.
    const [row] = useState(record);
    const [box] = useState(() => document.createElement('div'));
    useEffect(() => {
        if (stage === 'done') return undefined;
        if (stage === 'drawn') {
            performance.mark('console:form-rehearsed');
            return whenIdle(() => setStage('done'));
        }
        // Drawn once its code is in and run, and once the user moves: a list nobody touches keeps its heap (the
        // render bench's settled figure), and the form's code never runs beside the list's first drawing.
        let cancel: () => void = noop;
        let live = true;
        const stopWaiting = afterFirstMove(() => {
            cancel = whenIdle(() =>
                Form.preload()
                    .then(() => {
                        if (live) cancel = whenIdle(() => setStage('drawn'));
                    })
                    .catch(noop),
            );
        });
        return () => {
            live = false;
            stopWaiting();
            cancel();
        };
    }, [stage, Form]);
    if (stage !== 'drawn') return null;
    return createPortal(
        <Suspense fallback={null}>
            <Form decl={decl} record={row} onClose={noop} unseen />
        </Suspense>,
        box,
    );
};
