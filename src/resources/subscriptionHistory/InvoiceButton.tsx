import Download from '@mui/icons-material/Download';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type RaRecord, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { HintButton } from '../../ui/HintButton';
import { notifyServer } from '../../schema/views/useServerCall';
import { INVOICE } from './schema';

/**
 * Asks the API for the invoice's URL and opens it in a new tab. The tab is
 * opened at the click (a tab opened after a network wait is blocked as a
 * pop-up), then pointed at the invoice, or closed if the call fails.
 */
export const InvoiceButton = ({ record }: { record: RaRecord }) => {
    const dataProvider = useDataProvider<AppDataProvider>();
    const notify = useNotify();
    const translate = useTranslate();
    const [pending, setPending] = useState(false);
    const invoiceId = typeof record.invoice_id === 'string' ? record.invoice_id : '';
    if (!invoiceId) {
        return (
            <Typography
                component="span"
                color="text.secondary"
                aria-label={translate('app.history.no_invoice')}
                title={translate('app.history.no_invoice')}
            >
                —
            </Typography>
        );
    }
    const open = async () => {
        const tab = window.open('', '_blank');
        setPending(true);
        try {
            const { data } = await dataProvider.call<string>(INVOICE, { id: invoiceId });
            if (tab) tab.location.href = data;
            else window.open(data, '_blank', 'noopener');
        } catch (error) {
            tab?.close();
            notifyServer(notify, error instanceof Error ? error.message : String(error), 'error');
        } finally {
            setPending(false);
        }
    };
    const label = translate('app.history.download_invoice');
    return (
        <HintButton hint={label} held onClick={open} disabled={pending}>
            {pending ? <CircularProgress size={18} /> : <Download fontSize="small" />}
        </HintButton>
    );
};
