import { cellText } from '../../schema/display';
import { couponResource } from './schema';

/** The list's price cell: "$20" for an amount off (as every price shows), "15%" for a percentage (the engine's unit rule). */
export const couponPriceText = (record: Readonly<Record<string, unknown>>): string =>
    cellText(couponResource.fields.amount, record.amount, record)?.text ?? '';
