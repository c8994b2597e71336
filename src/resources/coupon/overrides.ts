import { CouponForm } from './CouponForm';

export const form = CouponForm;
