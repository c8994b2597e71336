import { moneyText } from '../money';
import { numberText } from '../numbers';
import type { NumberField } from '../../shared/types';
import { isEmpty, type KindCellText } from '../../shared/kinds/kind';

/** A whole number as it is, a fraction with two decimals ("15%", "12.50%"). */
const percentText = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)}%`;

/** A number whose unit another field of the record chooses: "15%" or "$20" (see NumberField.unitBy). */
const unitText = (field: NumberField, value: unknown, record: Readonly<Record<string, unknown>>): string => {
    if (isEmpty(value) || !Number.isFinite(Number(value)) || !field.unitBy) return '';
    const unit = field.unitBy.units[String(record[field.unitBy.field])];
    return unit === 'percent' ? percentText(Number(value)) : moneyText(value);
};

/** Money as every price is shown, decimals as declared; "15%" or "$20" when the record's unit field chooses. */
export const cellText: KindCellText<NumberField> = (field, value, record) => {
    if (record && field.unitBy) return { text: unitText(field, value, record), declared: false };
    return { text: field.money ? moneyText(value) : numberText(value, field.decimals), declared: false };
};
