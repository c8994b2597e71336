import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { INVOICE } from '../../src/resources/subscriptionHistory/schema';
import { subscriptionHistoryResource } from '../../src/resources/subscriptionHistory/schema';
import { formatDate } from '../../src/schema/dates';
import { Refusal, handle, succeed } from '../answers';
import type { StoredRecord } from '../dbFile';
import type { RouteModule } from './index';

const FILES = '/invoice-files';
/** How long an invoice link works: long enough to open, too short to pass around. */
const LINK_LIFETIME_MS = 10 * 60 * 1000;

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** The invoice as a PDF document: number, date, customer, package, amount. */
const invoicePdf = (row: StoredRecord): Promise<Buffer> =>
    new Promise((resolve, reject) => {
        const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${text(row.invoice_id)}` } });
        const chunks: Buffer[] = [];
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
        const user = (row.user ?? {}) as Record<string, unknown>;
        const price = Number(row.package_price);
        doc.fontSize(24).text('Invoice', { align: 'left' });
        doc.moveDown();
        doc.fontSize(12);
        doc.text(`Invoice number: ${text(row.invoice_id)}`);
        doc.text(`Date: ${formatDate(row.created_at, 'dd/MM/yyyy')}`);
        doc.text(`Customer: ${text(user.first_name)} ${text(user.last_name)}`.trim());
        doc.moveDown();
        doc.text(`Package: ${text(row.package_type)} subscription (${text(row.payment_type).replace(/_/g, ' ')})`);
        doc.text(`Period: ${formatDate(row.start_date, 'dd/MM/yyyy')} to ${formatDate(row.end_date, 'dd/MM/yyyy')}`);
        doc.moveDown();
        doc.fontSize(14).text(`Amount: $${Number.isFinite(price) ? price.toFixed(2) : '0.00'}`);
        doc.end();
    });

/**
 * Invoices of the subscription history. GET /invoice/{id} (guarded) answers
 * a link to the PDF; the link carries an expiry and a signature instead of a
 * token, because the browser opens it in a new tab, where no bearer header
 * goes. The signing key lives only in this process.
 */
export const invoiceRoutes: RouteModule = {
    collections: [],
    register({ app, store, guard, publicUrl }) {
        const key = randomBytes(32);
        const signature = (id: string, expires: number) => createHmac('sha256', key).update(`${id}:${expires}`).digest('hex');
        const rows = () => store.collection(subscriptionHistoryResource.collection);
        const byInvoice = (id: string) => rows().find(row => row.invoice_id === id);

        app.get(
            INVOICE.path,
            guard,
            handle((req, res) => {
                const id = String(req.params.id);
                if (!byInvoice(id)) throw new Refusal(404, 'Invoice not found');
                const expires = Date.now() + LINK_LIFETIME_MS;
                const url = `${publicUrl().replace(/\/$/, '')}${FILES}/${encodeURIComponent(id)}.pdf?expires=${expires}&sig=${signature(id, expires)}`;
                succeed(res, url);
            }),
        );

        app.get(
            `${FILES}/:file`,
            handle(async (req, res) => {
                const id = String(req.params.file).replace(/\.pdf$/, '');
                const expires = Number(req.query.expires);
                const sig = typeof req.query.sig === 'string' ? req.query.sig : '';
                const expected = Number.isFinite(expires) ? signature(id, expires) : '';
                const valid = sig.length === expected.length && expected !== '' && timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
                if (!valid) throw new Refusal(403, 'This invoice link is not valid');
                if (expires < Date.now()) throw new Refusal(403, 'This invoice link has expired: open it again from the subscription history');
                const row = byInvoice(id);
                if (!row) throw new Refusal(404, 'Invoice not found');
                const pdf = await invoicePdf(row);
                res.setHeader('Content-Type', 'application/pdf');
                res.setHeader('Content-Disposition', `inline; filename="invoice-${id.replace(/[^\w-]/g, '')}.pdf"`);
                res.setHeader('Cache-Control', 'private, no-store');
                res.end(pdf);
            }),
        );
        return [`GET ${INVOICE.path}`, `GET ${FILES}/:file`];
    },
};
