import { isValidElement } from 'react';

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean =>
    a.length === b.length && a.every((item, i) => sameNode(item, b[i]));

/** Two props objects whose values are the same, or elements that draw the same (see sameNode). */
export const sameProps = (a: object, b: object): boolean => {
    const keys = Object.keys(a);
    return (
        keys.length === Object.keys(b).length &&
        keys.every(key => key in b && sameNode(a[key as keyof typeof a], b[key as keyof typeof b]))
    );
};

/**
 * Whether two values draw the same: identical, or React elements of the same type and key whose props are the
 * same, all the way down. A parent that makes a new but equal element tree on every render (react-admin's
 * routes, for its layout) then costs its child nothing, while a real change still reaches it.
 */
export const sameNode = (a: unknown, b: unknown): boolean => {
    if (Object.is(a, b)) return true;
    if (Array.isArray(a) && Array.isArray(b)) return sameList(a, b);
    if (!isValidElement(a) || !isValidElement(b)) return false;
    return a.type === b.type && a.key === b.key && sameProps(a.props as object, b.props as object);
};
