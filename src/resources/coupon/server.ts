import type { RequestHandler } from 'express';
import { couponResource } from './schema';
import { dayOf, isoDay } from '../../shared/dates';
import type { EditCheck } from '../../../server/domain/recordEdits';
import { Refusal } from '../../../server/http/answers';
import type { Collection } from '../../../server/store/collection';
import type { RouteModule } from '../../../server/routes/module';

const EXPIRED = 'expired';

/**
 * Marks coupons whose expiry day has passed as expired (a coupon is good
 * through its expiry day). Returns how many changed.
 */
const expireCoupons = (rows: Collection, today: string): number => {
    const due = rows.all.filter(row => {
        const day = dayOf(row.expiryDate);
        return row.status !== EXPIRED && day !== '' && day < today;
    });
    const at = new Date().toISOString();
    for (const row of due) rows.replace({ ...row, status: EXPIRED, updated_at: at });
    return due.length;
};

/** An expired coupon cannot be edited, nor restored to a version (a restore is an edit). */
const refuseExpired: EditCheck = coupon => {
    if (coupon.status === EXPIRED) throw new Refusal(400, 'Coupon has expired: it cannot be edited');
};

/**
 * Coupons expire with time, not with a restart: every coupon call first
 * sweeps the expired ones, so lists, status changes and edits see the state
 * of today. An expired coupon cannot be edited (its status cannot change
 * either: the declaration's badge refuses that): a check of the declared edit.
 */
export const couponRoutes: RouteModule = {
    collections: [couponResource.collection],
    register({ app, store, signedIn, edits }) {
        const rows = () => store.collection(couponResource.collection);
        const status = couponResource.fields.status.endpoint;
        const sweep: RequestHandler = (_req, _res, next) => {
            expireCoupons(rows(), isoDay(new Date()));
            next();
        };
        // Behind a session: a caller without one changes nothing, not even the sweep's expiries (the routes judge the rest).
        app.use([couponResource.api.list.endpoint.path, status.path.replace('/:id', '')], signedIn, sweep);
        edits.check(couponResource.collection, refuseExpired);
        return [];
    },
};

/** What the fake API serves for this entity (collected by server/routes/entityRoutes.ts). */
export const serverRoutes: readonly RouteModule[] = [couponRoutes];
