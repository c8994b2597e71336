import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { INVOICE } from './schema';
import { subscriptionHistoryResource } from './schema';
import { dayText } from '../../shared/dayText';
import { Refusal, handle, succeed } from '../../../server/http/answers';
import type { StoredRecord } from '../../../server/store/dbFile';
import type { Store } from '../../../server/store/store';
import { USERS } from '../../../server/auth/users';
import type { RouteModule } from '../../../server/routes/module';
import { route } from '../../../server/openapi/routeDoc';

const FILES = '/invoice-files';
/** How long an invoice link works: long enough to open, too short to pass around. */
const LINK_LIFETIME_MS = 10 * 60 * 1000;

const text = (value: unknown): string =>
    typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

/** Who the invoice is from: the console's owner, as the super-admin's profile names it. */
export interface Seller {
    name: string;
    email: string;
    /** The profile picture, when it is one PDF can draw (PNG or JPEG). */
    logo?: Buffer;
}

const money = (amount: number): string => `$${amount.toFixed(2)}`;
const words = (value: unknown): string => text(value).replace(/_/g, ' ');

/**
 * What the invoice says, line by line: the seller, the invoice, the customer, the package and what was
 * charged. A free trial charges nothing: its amount is $0.00, with the package's price after the trial.
 */
export const invoiceLines = (
    row: StoredRecord,
    seller: Seller,
): { seller: string[]; body: string[]; amount: string } => {
    const user = (row.user ?? {}) as Record<string, unknown>;
    const price = Number(row.package_price);
    const known = Number.isFinite(price) ? price : 0;
    const trial = row.payment_type === 'free_trial';
    const period = words(row.package_type);
    return {
        seller: [seller.name, seller.email].filter(Boolean),
        body: [
            `Invoice number: ${text(row.invoice_id)}`,
            `Date: ${dayText(row.created_at, 'dd/MM/yyyy')}`,
            `Customer: ${text(user.first_name)} ${text(user.last_name)}`.trim(),
            '',
            `Package: ${period} subscription${trial ? ', free trial' : ` (${words(row.payment_type)})`}`,
            `Period: ${dayText(row.start_date, 'dd/MM/yyyy')} to ${dayText(row.end_date, 'dd/MM/yyyy')}`,
            `Package price: ${money(known)} ${period}${trial ? ' (after the free trial)' : ''}`,
        ],
        amount: `Amount charged: ${money(trial ? 0 : known)}`,
    };
};

/** The invoice as a PDF document: seller block (logo, name, e-mail), then the lines above. */
const invoicePdf = (row: StoredRecord, seller: Seller): Promise<Buffer> =>
    new Promise((resolve, reject) => {
        const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${text(row.invoice_id)}` } });
        const chunks: Buffer[] = [];
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
        const lines = invoiceLines(row, seller);
        if (seller.logo) {
            try {
                doc.image(seller.logo, { fit: [96, 48] });
                doc.moveDown(0.5);
            } catch {
                // A picture PDF cannot read is left out; the invoice stands without it.
            }
        }
        doc.fontSize(10);
        for (const line of lines.seller) doc.text(line);
        doc.moveDown();
        doc.fontSize(24).text('Invoice', { align: 'left' });
        doc.moveDown();
        doc.fontSize(12);
        for (const line of lines.body) {
            if (line) doc.text(line);
            else doc.moveDown();
        }
        doc.moveDown();
        doc.fontSize(14).text(lines.amount);
        doc.end();
    });

/** The seller: the (first) super-admin's name and e-mail, and their picture when it is a PNG or JPEG. */
const sellerOf = async (store: Store, uploadsDir: string): Promise<Seller> => {
    const admin = store.collection(USERS).find(u => u.is_superadmin === true);
    const picture = text(admin?.file);
    let logo: Buffer | undefined;
    if (/^[\w-]{1,120}\.(png|jpe?g)$/i.test(picture))
        logo = await readFile(join(uploadsDir, picture)).catch(() => undefined);
    return {
        name: admin ? [text(admin.first_name), text(admin.last_name)].filter(Boolean).join(' ') : '',
        email: text(admin?.email),
        logo,
    };
};

/**
 * Invoices of the subscription history. GET /invoice/{id} (guarded) answers
 * a link to the PDF; the link carries an expiry and a signature instead of a
 * token, because the browser opens it in a new tab, where no bearer header
 * goes. The signing key lives only in this process.
 */
export const invoiceRoutes: RouteModule = {
    collections: [],
    register({ app, store, permit, publicUrl, uploadsDir }) {
        const key = randomBytes(32);
        const signature = (id: string, expires: number) =>
            createHmac('sha256', key).update(`${id}:${expires}`).digest('hex');
        const rows = () => store.collection(subscriptionHistoryResource.collection);
        const byInvoice = (id: string) => rows().find(row => row.invoice_id === id);

        app.get(
            INVOICE.path,
            ...permit('invoices', subscriptionHistoryResource.name),
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
                const valid =
                    sig.length === expected.length &&
                    expected !== '' &&
                    timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
                if (!valid) throw new Refusal(403, 'This invoice link is not valid');
                if (expires < Date.now())
                    throw new Refusal(
                        403,
                        'This invoice link has expired: open it again from the subscription history',
                    );
                const row = byInvoice(id);
                if (!row) throw new Refusal(404, 'Invoice not found');
                const pdf = await invoicePdf(row, await sellerOf(store, uploadsDir));
                res.setHeader('Content-Type', 'application/pdf');
                res.setHeader('Content-Disposition', `inline; filename="invoice-${id.replace(/[^\w-]/g, '')}.pdf"`);
                res.setHeader('Cache-Control', 'private, no-store');
                res.end(pdf);
            }),
        );
        return [
            route(`GET ${INVOICE.path}`, {
                summary: "A signed link to a payment's invoice (PDF)",
                tag: 'invoice',
                access: 'superadmin',
                data: { type: 'string', format: 'uri' },
            }),
            route(`GET ${FILES}/:file`, {
                summary: 'The invoice PDF, through its signed link',
                tag: 'invoice',
                access: 'public',
                answer: 'file',
                refuses: [403],
            }),
        ];
    },
};

/** What the fake API serves for this entity (collected by server/routes/entityRoutes.ts). */
export const serverRoutes: readonly RouteModule[] = [invoiceRoutes];
