import type { RaRecord } from 'react-admin';
import { paymentTypeText, priceText } from './display';
import { InvoiceButton } from './InvoiceButton';

export const cells = {
    package_price: (record: RaRecord) => priceText(record.package_price),
    payment_type: (record: RaRecord) => paymentTypeText(record.payment_type),
    invoice_id: (record: RaRecord) => <InvoiceButton record={record} />,
};
