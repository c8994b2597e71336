import * as yup from 'yup';
import { get, post } from '../../shared/endpoints';
import { number, text } from '../../shared/fields';
import type { NumberField } from '../../shared/types';
import { fieldsSchema } from '../../shared/validation';

/**
 * The older package edit page (/edit-subscription/{id}): its calls, rules and
 * payload, shared by the page and the fake API. React-free.
 */
export const PACKAGE_VIEW = get('/subscription-package/view/:id');
export const PACKAGE_EDIT = post('/subscription-package/edit/:id', {
    send: [
        'name',
        'monthly_price',
        'yearly_price',
        'quarterly_price',
        'half_yearly_price',
        'trial_days',
        'package_info',
        'deleted_status',
    ],
});

const PRICE_KEYS = ['monthly_price', 'quarterly_price', 'half_yearly_price', 'yearly_price'] as const;

const price = (label: string, required: string): NumberField =>
    number({
        label,
        required,
        typeError: 'Please Enter a Number',
        min: { value: 0, message: 'Price cannot be negative' },
        decimals: 2,
    });

/** In the page's order; trial days has no input but is validated and sent (spec part 1, section 2). */
export const PACKAGE_PRICE_FIELDS = {
    name: text({ label: 'Package Name', required: 'Please Enter Package Name' }),
    monthly_price: price('Monthly Price', 'Please Enter Monthly Price'),
    // The spec asks for the yearly message on quarterly and half-yearly prices too (part 1, section 5).
    quarterly_price: price('Quarterly Price', 'Please Enter Yearly Price'),
    half_yearly_price: price('Half Yearly Price', 'Please Enter Yearly Price'),
    yearly_price: price('Yearly Price', 'Please Enter Yearly Price'),
    trial_days: number({
        label: 'Trial Days',
        required: 'Please Enter Trial Days',
        typeError: 'Please Enter Trial Days',
        min: { value: 0, message: 'Please Enter Trial Days' },
    }),
};

export interface PackageInfoLine {
    /** Absent on a line added on the page; the server gives it one. */
    id?: string;
    name: string;
}

export const packageEditSchema = fieldsSchema(PACKAGE_PRICE_FIELDS).shape({
    package_info: yup
        .array(yup.object({ id: yup.string().optional(), name: yup.string().trim().default('') }))
        .typeError('package_info must be a list of lines')
        .default([]),
    deleted_status: yup.array(yup.string().required()).typeError('deleted_status must be a list of ids').default([]),
});

const isBlank = (line: Partial<PackageInfoLine>) => !line.name || !line.name.trim();

/**
 * What Save sends: prices with 2 decimals, the lines that have text, and the
 * ids of the lines removed (or emptied) on the page.
 */
export const packageEditPayload = (
    values: Record<string, unknown>,
    removedIds: readonly string[],
): Record<string, unknown> => {
    const lines = (Array.isArray(values.package_info) ? values.package_info : []) as Partial<PackageInfoLine>[];
    const emptied = lines.filter(line => isBlank(line) && line.id).map(line => String(line.id));
    const prices = Object.fromEntries(PRICE_KEYS.map(key => [key, Number(values[key]).toFixed(2)]));
    return {
        name: values.name,
        ...prices,
        trial_days: Number(values.trial_days),
        package_info: lines
            .filter(line => !isBlank(line))
            .map(line =>
                line.id ? { id: line.id, name: String(line.name).trim() } : { name: String(line.name).trim() },
            ),
        deleted_status: [...new Set([...removedIds, ...emptied])],
    };
};

/**
 * The page's starting values from the stored package: prices shown with 2
 * decimals, at least one info line, and no trial days (a package added
 * through the modal has none) taken as 0, since the page has no input for it.
 */
export const packageFormValues = (stored: Record<string, unknown>): Record<string, unknown> => {
    const lines = Array.isArray(stored.package_info) ? (stored.package_info as PackageInfoLine[]) : [];
    const fixed = (v: unknown) =>
        v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? '' : Number(v).toFixed(2);
    return {
        name: stored.name ?? '',
        ...Object.fromEntries(PRICE_KEYS.map(key => [key, fixed(stored[key])])),
        trial_days: stored.trial_days ?? 0,
        package_info: lines.length > 0 ? lines.map(line => ({ id: line.id, name: line.name })) : [{ name: '' }],
    };
};
