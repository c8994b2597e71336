import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it as italian } from 'date-fns/locale/it';
import { zhCN } from 'date-fns/locale/zh-CN';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { declarations } from '../../src/shared/entities/declarations';
import { setDateLocale } from '../../src/shared/dateLocale';
import { DEFAULT_INPUT_FORMAT } from '../../src/shared/dates';
import { dayText, listsCanWrite } from '../../src/shared/dayText';

const declaredFormats = [
    ...new Set(
        declarations.flatMap(decl =>
            Object.values(decl.fields).flatMap(field =>
                field.kind === 'date' ? [field.format, field.inputFormat ?? DEFAULT_INPUT_FORMAT].filter(Boolean) : [],
            ),
        ),
    ),
];
const patterns = [...declaredFormats, 'd/M/yy H:m:s', "'on' dd MMM yyyy 'at' HH:mm", "yyyy-MM-dd''HH"];
const locales = [undefined, es, fr, italian, zhCN];

afterEach(() => setDateLocale(undefined));

describe('dates as lists write them (dayText), letter for letter as date-fns', () => {
    it('writes every date format a declaration shows (lists, and range messages in its input format)', () => {
        expect(declaredFormats.length).toBeGreaterThan(0);
        for (const pattern of declaredFormats) expect(listsCanWrite(pattern), pattern).toBe(true);
        expect(listsCanWrite('EEEE dd MMM')).toBe(false);
    });

    it('matches date-fns for stored date-times, days and Dates, in every language', () => {
        fc.assert(
            fc.property(
                fc.date({
                    min: new Date('1900-01-01T00:00:00Z'),
                    max: new Date('2199-12-31T23:59:59Z'),
                    noInvalidDate: true,
                }),
                fc.constantFrom(...patterns),
                fc.constantFrom(...locales),
                (date, pattern, locale) => {
                    setDateLocale(locale);
                    const stamp = date.toISOString();
                    const day = stamp.slice(0, 10);
                    expect(dayText(stamp, pattern)).toBe(format(parseISO(stamp), pattern, { locale }));
                    expect(dayText(day, pattern)).toBe(format(parseISO(day), pattern, { locale }));
                    expect(dayText(date, pattern)).toBe(format(date, pattern, { locale }));
                },
            ),
            { numRuns: 500 },
        );
    });

    it('writes nothing for what is not a date', () => {
        for (const value of [undefined, null, '', 'soon', '2026-02-30', '31/10/2026', NaN, new Date('x'), {}])
            expect(dayText(value, 'dd/MM/yyyy')).toBe('');
        expect(dayText(Date.UTC(2026, 9, 31, 12), 'dd/MM/yyyy')).toBe('31/10/2026');
    });
});
