import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { BULK_TEXTS, runFewAtATime } from '../bulk';
import { IMPORT_TEXTS } from '../importTexts';
import type { ResourceDeclaration } from '../../shared/types';
import type { PreviewRow } from './useImportRows';
import { useText } from './useText';

/**
 * Sends an import's rows through the entity's add call (an existing record's through its edit call) a few at a
 * time, counting them; Cancel stops it: the rows already sent stay, the others are not sent. Each row then
 * shows its outcome and one message tells the whole.
 */
export const useImportSend = (
    decl: ResourceDeclaration,
    {
        rows,
        setRows,
        onStart,
        onEnd,
    }: {
        rows?: PreviewRow[];
        setRows: (rows: PreviewRow[]) => void;
        onStart: () => void;
        onEnd: () => void;
    },
) => {
    const text = useText();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider();
    const [progress, setProgress] = useState<{ done: number; total: number }>();
    const stopped = useRef(false);
    /** The outcome, said inside the dialog too: the open dialog hides the page's toasts from readers. */
    const [report, setReport] = useState<{ text: string; refused: boolean }>();

    const send = async (toSend: readonly PreviewRow[]) => {
        if (!rows || progress || toSend.length === 0) return;
        stopped.current = false;
        setProgress({ done: 0, total: toSend.length });
        onStart();
        const outcomes = await runFewAtATime(
            toSend,
            row =>
                row.existing
                    ? dataProvider.update(decl.route, {
                          id: row.existing.id,
                          data: row.values,
                          previousData: row.existing,
                      })
                    : dataProvider.create(decl.route, { data: row.values }),
            undefined,
            { stopped: () => stopped.current, progress: done => setProgress({ done, total: toSend.length }) },
        );
        const byIndex = new Map(outcomes.map(o => [o.item.index, o]));
        setRows(
            rows.map(row => {
                const o = byIndex.get(row.index);
                return o ? { ...row, outcome: o.ok ? { ok: true } : { ok: false, message: o.message } } : row;
            }),
        );
        setProgress(undefined);
        const refused = outcomes.filter(o => !o.ok);
        const reasons = [...new Set(refused.map(o => (o.ok ? '' : o.message)))];
        const updated = outcomes.filter(o => o.ok && o.item.existing).length;
        const parts = [text(IMPORT_TEXTS.addedCount, { smart_count: outcomes.length - refused.length - updated })];
        if (updated) parts.push(text(BULK_TEXTS.updated, { smart_count: updated }));
        if (refused.length)
            parts.push(text(BULK_TEXTS.refused, { smart_count: refused.length, reasons: reasons.join('; ') }));
        if (outcomes.length < toSend.length)
            parts.push(text(IMPORT_TEXTS.notSent, { smart_count: toSend.length - outcomes.length }));
        const message = parts.join('; ');
        setReport({ text: message, refused: refused.length > 0 });
        notify(message, { type: refused.length ? 'warning' : 'success', messageArgs: { _: message } });
        refresh();
        onEnd();
    };

    return {
        send,
        cancel: () => {
            stopped.current = true;
        },
        /** A new file: the last import's outcome no longer applies. */
        forget: () => setReport(undefined),
        sending: Boolean(progress),
        progress,
        report,
    };
};
