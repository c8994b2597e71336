import type { RaRecord } from 'react-admin';
import { Offered } from '../../schema/views/screenOffer';
import { paymentTypeText } from './display';
import { InvoiceButton } from './InvoiceButton';

export const cells = {
    payment_type: (record: RaRecord) => paymentTypeText(record.payment_type),
    invoice_id: (record: RaRecord) => (
        <Offered action="invoices">
            <InvoiceButton record={record} />
        </Offered>
    ),
};
