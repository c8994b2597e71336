import { describe, expect, it } from 'vitest';
import { exportColumns, exportFileName, exportRows } from '../../src/schema/exportRows';
import { ACTIONS } from '../../src/shared/types';
import { declarationNamed, declarations } from '../../src/shared/entities/declarations';
import { couponResource } from '../../src/resources/coupon/schema';
import { eventResource } from '../../src/resources/event/schema';
import { planTypeText } from '../../src/resources/subscription/planTypes.shared';
import { subscriptionResource } from '../../src/resources/subscription/schema';
import { subjectResource } from '../../src/resources/subject/schema';
import { subscriptionHistoryResource } from '../../src/resources/subscriptionHistory/schema';
import { paymentTypeText } from '../../src/resources/subscriptionHistory/display';
import { noticeResource } from '../../src/resources/notice/schema';
import fixtures from '../../fixtures/db.json';

const activityResource = declarationNamed('activity');

type Row = Record<string, unknown> & { id: string };
const seed = fixtures as unknown as Record<string, Row[]>;
const rowsOf = (collection: string): Row[] => (seed[collection] ?? []).map(r => ({ ...r, id: String(r._id) }));

describe('CSV export rows', () => {
    it.each(declarations.map(d => [d.route, d] as const))(
        '%s: the list columns without Action and links to other screens, each cell in words',
        (_route, decl) => {
            const { headers, rows } = exportRows(decl, rowsOf(decl.collection).slice(0, 5));
            expect(headers).toEqual(
                decl.list.columns
                    .filter(c => c !== ACTIONS && decl.fields[c].kind !== 'link')
                    // A column the declaration hides until a user shows it is not exported before.
                    .filter(c => !decl.list.hiddenColumns?.includes(c))
                    .map(c => decl.fields[c].label),
            );
            for (const row of rows) {
                expect(row).toHaveLength(headers.length);
                // Labels, not codes or objects: no switch shows as true/false, no nested value as [object Object].
                expect(row.filter(cell => cell === 'true' || cell === 'false' || cell.includes('[object'))).toEqual([]);
            }
        },
    );

    it('writes the columns the user chose, in their order (hidden ones left out)', () => {
        const columns = { order: ['event_color', 'event_name', 'created_at'], hidden: ['event_description'] };
        const { headers, rows } = exportRows(
            eventResource,
            [{ id: '1', event_name: 'Fair', event_description: 'Stands', event_color: '#ff0000', created_at: '' }],
            { columns },
        );
        expect(headers).toEqual(['Color', 'Name', 'Created date']);
        expect(rows[0].slice(0, 2)).toEqual(['#ff0000', 'Fair']);
    });

    it("writes a reference shown by the user as its record's label, never the id", () => {
        const students = declarationNamed('student');
        const columns = { order: ['first_name', 'coach_id'], hidden: [] };
        const labels = { coach_id: new Map([['c1', 'Zoe Adams']]) };
        const row = { id: '1', first_name: 'Pia', last_name: 'Lee', coach_id: 'c1' };
        const { headers, rows } = exportRows(students, [row], { columns, labels });
        expect(headers.slice(0, 2)).toEqual(['Name', 'Coach']);
        expect(rows[0][1]).toBe('Zoe Adams');
    });

    it('events: name, description, colour, created date as DD/MM/YYYY', () => {
        const { headers, rows } = exportRows(eventResource, [
            {
                id: '1',
                event_name: 'Awards Night',
                event_description: 'At 6pm',
                event_color: '#2196f3',
                created_at: '2026-10-31T09:00:00.000Z',
            },
        ]);
        expect(headers).toEqual(['Name', 'Description', 'Color', 'Created date']);
        expect(rows).toEqual([['Awards Night', 'At 6pm', '#2196f3', '31/10/2026']]);
    });

    it("coupons: the price in its unit, 'Unlimited', 'Expired', and 'Active' for a switch on", () => {
        const base = {
            couponCode: 'SPRING23',
            type: 'TBP_student',
            totalUsed: 22,
            createdAt: '2026-01-22T10:00:00.000Z',
        };
        const { headers, rows } = exportRows(couponResource, [
            { id: '1', ...base, offerType: 'percent', amount: 35, maxApply: null, status: 'active' },
            { id: '2', ...base, offerType: 'amount', amount: 23, maxApply: 70, status: 'expired' },
            { id: '3', ...base, offerType: 'amount', amount: 12.5, maxApply: 1, status: 'inactive' },
        ]);
        expect(headers).toEqual(
            exportColumns(couponResource).map(
                c => (couponResource.fields as Record<string, { label: string }>)[c].label,
            ),
        );
        const at = (name: string) => exportColumns(couponResource).indexOf(name);
        expect(rows.map(r => r[at('amount')])).toEqual(['35%', '$23', '$12.50']);
        expect(rows.map(r => r[at('maxApply')])).toEqual(['Unlimited', '70', '1']);
        expect(rows.map(r => r[at('status')])).toEqual(['Active', 'Expired', 'Inactive']);
        expect(rows[0][at('createdAt')]).toBe('22/01/2026');
    });

    it('packages: the plan type as the screen shows it, subscriber type by its label, price as money', () => {
        const [row] = rowsOf('subscription_packages');
        const { rows } = exportRows(subscriptionResource, [row], {
            cells: { plan_type: r => planTypeText(r.plan_type) },
        });
        const at = (name: string) => exportColumns(subscriptionResource).indexOf(name);
        expect(rows[0][at('plan_type')]).toBe(planTypeText(row.plan_type));
        expect(rows[0][at('price')]).toMatch(/^\$\d+(\.\d\d)?$/);
        const types = subscriptionResource.fields.types_subscribers;
        expect(types.kind === 'select' && types.choices.map(c => c.name)).toContain(rows[0][at('types_subscribers')]);
    });

    it('subjects: the favourite star as Yes / No; notices: the HTML as plain text', () => {
        const at = exportColumns(subjectResource).indexOf('favourite');
        const subjects = exportRows(subjectResource, [
            { id: '1', favourite: true, subject_status: true },
            { id: '2', favourite: false, subject_status: false },
        ]);
        expect(subjects.rows.map(r => r[at])).toEqual(['Yes', 'No']);
        expect(subjects.rows.map(r => r[exportColumns(subjectResource).indexOf('subject_status')])).toEqual([
            'Active',
            'Inactive',
        ]);
        const column = exportColumns(noticeResource).indexOf('notice_desc');
        const { rows } = exportRows(noticeResource, [
            { id: '1', notice_desc: '<p><strong>Exams</strong> start <em>Monday</em>&nbsp;at 9</p>' },
        ]);
        expect(rows[0][column]).toBe('Exams start Monday at 9');
    });

    it('history: nested names, money, payment type as shown, days as DD/MM/YYYY', () => {
        const [row] = rowsOf('subscription_history');
        const { rows } = exportRows(subscriptionHistoryResource, [row], {
            cells: { payment_type: r => paymentTypeText(r.payment_type) },
        });
        expect(rows[0].slice(0, 5)).toEqual(['Noah', 'Ryan', '$79', 'quarterly', 'CARD']);
        expect(rows[0][5]).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    });

    it('activity log: the action and the record type by their screen names, empty parts as a dash', () => {
        const { rows } = exportRows(activityResource, [
            {
                id: '1',
                at: '2026-11-22T10:05:09.000Z',
                action: 'login_as',
                actor_name: 'Super Admin',
                target_name: 'Ann Coach',
                target_type: 'coach',
            },
        ]);
        expect(rows[0].slice(1)).toEqual(['Log in as', 'Super Admin', 'Ann Coach', 'Coach', '—']);
        const kinds = exportRows(
            activityResource,
            ['examPlanner', 'tasktype', 'sub_folder', 'tag'].map((type, i) => ({
                id: String(i),
                at: '2026-11-22T10:05:09.000Z',
                action: 'delete',
                target_type: type,
            })),
            { translate: s => `«${s}»` },
        );
        expect(kinds.rows.map(row => row[4])).toEqual(['«Exam planner»', '«Task type»', '«Sub folder»', '«Tag»']);
    });

    it('translates headers and declared texts (the language on screen)', () => {
        const { headers, rows } = exportRows(couponResource, [{ id: '1', maxApply: null, status: 'expired' }], {
            translate: s => `«${s}»`,
        });
        expect(headers[0]).toBe(`«${couponResource.fields.couponCode.label}»`);
        expect(rows[0]).toContain('«Unlimited»');
        expect(rows[0]).toContain('«Expired»');
    });

    it('names the file {entity}-{yyyy-MM-dd}', () => {
        expect(exportFileName(eventResource, new Date(2026, 10, 22, 23, 59))).toBe('event-2026-11-22');
    });
});
