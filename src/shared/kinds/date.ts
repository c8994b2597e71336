import * as yup from 'yup';
import { DEFAULT_INPUT_FORMAT, dayOf, resolveDay } from '../dates';
import { dayText } from '../dayText';
import { engineMessage } from '../messages';
import type { DateField } from '../types';
import type { KindInitial, KindRule } from './kind';

/** An empty date says the spec's words; a date out of range or not a date says what is wrong with it. */
export const rule: KindRule<DateField> = (field, { now, required }) => {
    const shown = (day: string) => dayText(day, field.inputFormat ?? DEFAULT_INPUT_FORMAT);
    const pattern = (field.inputFormat ?? DEFAULT_INPUT_FORMAT).toUpperCase();
    const s = required(
        yup.string().transform((v: unknown) => (v ? dayOf(v) || 'invalid' : '')),
        (r, m) => r.required(m),
    );
    return s
        .test('valid', engineMessage('wholeDate', { pattern }), v => !v || v !== 'invalid')
        .test(
            'min',
            () => (field.min ? engineMessage('dayOrLater', { day: shown(resolveDay(field.min, now())) }) : ''),
            v => !v || v === 'invalid' || !field.min || v >= resolveDay(field.min, now()),
        )
        .test(
            'max',
            () => (field.max ? engineMessage('dayOrEarlier', { day: shown(resolveDay(field.max, now())) }) : ''),
            v => !v || v === 'invalid' || !field.max || v <= resolveDay(field.max, now()),
        );
};

/** `today` / `tomorrow` as the day they name. */
export const initial: KindInitial<DateField> = (field, now) =>
    typeof field.default === 'string' ? resolveDay(field.default, now) : field.default;
