// A rule of its own on the fake API: a student has at most one active membership, on every write.
import { Refusal } from '../../../server/http/answers';
import type { RouteModule } from '../../../server/routes/module';
import { membershipResource } from './schema';

export const ONE_ACTIVE = 'This student already has an active membership';

export const membershipRoutes: RouteModule = {
    collections: [membershipResource.collection],
    register({ store, edits }) {
        const rows = () => store.collection(membershipResource.collection);
        // Judged on the record as it would be stored, after the declaration's own rules: an add, an edit,
        // a status switch, a version restore and a deleted record put back all pass it.
        edits.rule(membershipResource.collection, record => {
            if (record.membership_status !== 'active') return;
            const other = rows().find(
                row =>
                    row._id !== record._id &&
                    row.student_id === record.student_id &&
                    row.membership_status === 'active',
            );
            if (other) throw new Refusal(400, ONE_ACTIVE);
        });
        return [];
    },
};

/** What the fake API serves for this entity (collected by server/routes/entityRoutes.ts). */
export const serverRoutes: readonly RouteModule[] = [membershipRoutes];
