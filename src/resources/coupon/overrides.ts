import type { RaRecord } from 'react-admin';
import { CouponForm } from './CouponForm';
import { couponPriceText } from './price';

export const cells = {
    amount: (record: RaRecord) => couponPriceText(record),
};

export const form = CouponForm;
