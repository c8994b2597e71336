import * as yup from 'yup';

/** A button to another page holds no value: anything sent for it is dropped. */
export const rule = () => yup.mixed().strip() as unknown as yup.Schema;

export const stored = () => ({});
