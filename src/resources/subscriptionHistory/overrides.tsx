import type { RaRecord } from 'react-admin';
import { paymentTypeText } from './display';
import { InvoiceButton } from './InvoiceButton';

export const cells = {
    payment_type: (record: RaRecord) => paymentTypeText(record.payment_type),
    invoice_id: (record: RaRecord) => <InvoiceButton record={record} />,
};
