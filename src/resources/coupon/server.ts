import type { RequestHandler } from 'express';
import { couponResource } from './schema';
import { dayOf, isoDay } from '../../shared/dates';
import type { EditCheck } from '../../../server/domain/recordEdits';
import { Refusal } from '../../../server/http/answers';
import type { Collection } from '../../../server/store/collection';
import type { StoredRecord } from '../../../server/store/dbFile';
import type { RouteModule } from '../../../server/routes/module';

const EXPIRED = 'expired';

/**
 * Marks coupons whose expiry day has passed as expired (a coupon is good
 * through its expiry day). Returns how many changed.
 */
const expireCoupons = (rows: Collection, today: string): number => {
    const due = rows.all.filter(row => row.status !== EXPIRED && isExpired(row, today));
    const at = new Date().toISOString();
    for (const row of due) rows.replace({ ...row, status: EXPIRED, updated_at: at });
    return due.length;
};

/** A coupon marked expired, or past its expiry day though not yet marked. */
const isExpired = (coupon: StoredRecord, today: string): boolean => {
    const day = dayOf(coupon.expiryDate);
    return coupon.status === EXPIRED || (day !== '' && day < today);
};

/** An expired coupon cannot be edited, nor restored to a version (a restore is an edit). */
const refuseExpired: EditCheck = coupon => {
    if (isExpired(coupon, isoDay(new Date()))) throw new Refusal(400, 'Coupon has expired: it cannot be edited');
};

/**
 * Coupons expire with time, not with a restart: the list and the status switch first sweep the expired ones, so
 * they see the state of today. An expired coupon cannot be edited (its status cannot change either: the
 * declaration's badge refuses that): a check of the declared edit, which judges by the day as well, since nothing
 * may stand in front of a generic edit (a restore would not pass it).
 */
export const couponRoutes: RouteModule = {
    collections: [couponResource.collection],
    register({ app, store, signedIn, edits }) {
        const rows = () => store.collection(couponResource.collection);
        const { list } = couponResource.api;
        const status = couponResource.fields.status.endpoint;
        const sweep: RequestHandler = (_req, _res, next) => {
            expireCoupons(rows(), isoDay(new Date()));
            next();
        };
        // Behind a session: a caller without one changes nothing, not even the sweep's expiries.
        app.get(list.endpoint.path, signedIn, sweep);
        app.use(status.path.replace('/:id', ''), signedIn, sweep);
        edits.check(couponResource.collection, refuseExpired);
        return [];
    },
};

/** What the fake API serves for this entity (collected by server/routes/entityRoutes.ts). */
export const serverRoutes: readonly RouteModule[] = [couponRoutes];
