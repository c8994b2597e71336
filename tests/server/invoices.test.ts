import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines } from '../../src/resources/subscriptionHistory/server';
import { ADMIN, startTestApi, type TestApi } from './harness';

/** The invoice PDF says what the record says: a free trial charges $0.00; the seller comes from the admin profile (issue 24, row 13). */

const row = (payment_type: string) => ({
    _id: 'h1',
    user: { first_name: 'Mason', last_name: 'Davis' },
    package_price: 149.5,
    package_type: 'half_yearly',
    payment_type,
    start_date: '2025-09-01T04:00:00.000Z',
    end_date: '2026-03-01T04:00:00.000Z',
    invoice_id: 'in_1',
    created_at: '2025-08-30T04:00:00.000Z',
});
const seller = { name: 'Super Admin', email: 'superadmin@example.com' };

describe('invoice lines', () => {
    it('a free trial charges nothing, and says what the package costs after it', () => {
        const lines = invoiceLines(row('free_trial'), seller);
        expect(lines.amount).toBe('Amount charged: $0.00');
        expect(lines.body).toContain('Package: half yearly subscription, free trial');
        expect(lines.body).toContain('Package price: $149.50 half yearly (after the free trial)');
        expect(lines.seller).toEqual(['Super Admin', 'superadmin@example.com']);
    });

    it('a paid period charges the package price', () => {
        const lines = invoiceLines(row('paid'), seller);
        expect(lines.amount).toBe('Amount charged: $149.50');
        expect(lines.body).toContain('Package: half yearly subscription (paid)');
    });
});

/** The text a PDF shows: its content streams inflated, the hex strings of each text run decoded and joined. */
const pdfText = (pdf: Buffer): string => {
    const out: string[] = [];
    const raw = pdf.toString('latin1');
    for (const match of raw.matchAll(/stream\r?\n/g)) {
        const start = (match.index ?? 0) + match[0].length;
        const end = raw.indexOf('endstream', start);
        try {
            const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
            for (const run of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
                out.push(
                    [...run[1].matchAll(/<([0-9a-f]+)>/gi)]
                        .map(h => Buffer.from(h[1], 'hex').toString('latin1'))
                        .join(''),
                );
            }
        } catch {
            // Not a compressed content stream (an image, fonts).
        }
    }
    return out.join('\n');
};

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

describe('GET /invoice/{id} and its PDF', () => {
    it('shows the seller block and the amount the record gives', async () => {
        const history = (await t.call('GET', '/subscription-history?limit=100&current_page=1')).body.data
            .results as Array<{ invoice_id?: string; payment_type: string }>;
        const trial = history.find(r => r.invoice_id && r.payment_type === 'free_trial');
        expect(trial).toBeDefined();
        const link = (await t.call('GET', `/invoice/${trial!.invoice_id}`)).body.data as string;
        const pdf = Buffer.from(await (await fetch(link)).arrayBuffer());
        const shown = pdfText(pdf);
        expect(shown).toContain(ADMIN.email);
        expect(shown).toContain('Amount charged: $0.00');
        expect(shown).toContain('free trial');
    });
});
