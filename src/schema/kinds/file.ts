import * as yup from 'yup';

/** A file on its way (react-admin's `{rawFile, src, title}`) or the stored name; the API checks the bytes. */
export const rule = () => yup.mixed().nullable() as unknown as yup.Schema;

/** Anything: the API keeps a name, a link beside it. */
export const stored = () => ({});
