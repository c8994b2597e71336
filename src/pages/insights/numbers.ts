import type { InsightChart, InsightUnit } from '../../shared/insights';
import { DAY_FORMAT, dayText } from '../../shared/dayText';

/** The Intl tag for a console language: English reads day first, as the rest of the console. */
const tagOf = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/** Numbers, money (US dollars, as every list) and shares in the chosen language; days as the console writes them. */
export const numberFormats = (locale: string) => {
    const tag = tagOf(locale);
    const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    const money = new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 2,
    });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const units: Record<InsightUnit, Intl.NumberFormat> = { count, money, percent };
    return {
        value: (unit: InsightUnit, n: number) => units[unit].format(n),
        /** A day given as YYYY-MM-DD or an instant, its UTC day as the API counts, as every date: DD/MM/YYYY. */
        day: (at: string) => dayText(at.slice(0, 10), DAY_FORMAT),
    };
};
export type NumberFormats = ReturnType<typeof numberFormats>;

/** The last day of a period whose end the API gives as the next midnight (left out). */
export const lastDayOf = (to: string): string => new Date(Date.parse(to) - 1).toISOString().slice(0, 10);

const csvCell = (value: string | number): string => {
    const text = String(value);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A chart's numbers as CSV for a spreadsheet: a header of the column names given, then one line per row,
 * numbers left plain (no currency sign, dot decimals) so a spreadsheet reads them as numbers.
 */
export const chartCsv = (chart: InsightChart, header: readonly string[], label: (raw: string) => string): string =>
    [
        header.map(csvCell).join(','),
        ...chart.rows.map(row =>
            [csvCell(label(row.label)), ...chart.series.map(s => csvCell(row.values[s.id] ?? 0))].join(','),
        ),
    ].join('\n');
