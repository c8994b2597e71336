import { handle, succeed } from '../../../server/http/answers';
import type { StoredRecord } from '../../../server/store/dbFile';
import type { Store } from '../../../server/store/store';
import { COACHES, STUDENTS } from '../../../server/auth/users';
import type { RouteModule } from '../../../server/routes/module';
import { route } from '../../../server/openapi/routeDoc';

const COACHES_PATH = '/get/allcoach';
const STUDENTS_PATH = '/get/allStudents';

/** Only what a picker shows: never an e-mail, phone or anything else of a person. */
const nameOf = (row: StoredRecord) => ({ _id: row._id, first_name: row.first_name, last_name: row.last_name });

const byName = (a: StoredRecord, b: StoredRecord): number =>
    `${String(a.first_name)} ${String(a.last_name)}`.localeCompare(`${String(b.first_name)} ${String(b.last_name)}`);

/**
 * The people pickers (part 2, section 7): GET /get/allcoach and GET
 * /get/allStudents are called without a token, so they answer names only,
 * and only of enabled people.
 */
/** The enabled people of a collection, by name, as a picker lists them. */
const enabled = (collection: string) => (store: Store) =>
    store
        .collection(collection)
        .all.filter(row => row.user_status !== false)
        .sort(byName)
        .map(nameOf);

export const directoryRoutes: RouteModule = {
    collections: [COACHES, STUDENTS],
    optionSources: { [`GET ${COACHES_PATH}`]: enabled(COACHES), [`GET ${STUDENTS_PATH}`]: enabled(STUDENTS) },
    register({ app, store }) {
        const names = (collection: string) => handle((_req, res) => succeed(res, enabled(collection)(store)));
        app.get(COACHES_PATH, names(COACHES));
        app.get(STUDENTS_PATH, names(STUDENTS));
        const people = {
            type: 'array',
            items: {
                type: 'object',
                properties: { _id: { type: 'string' }, first_name: {}, last_name: {} },
                required: ['_id'],
                additionalProperties: false,
            },
        };
        const doc = (path: string, whom: string) =>
            route(`GET ${path}`, {
                summary: `The enabled ${whom}' names, for pickers (nothing else of a person)`,
                tag: 'people',
                access: 'public',
                data: people,
            });
        return [doc(COACHES_PATH, 'coaches'), doc(STUDENTS_PATH, 'students')];
    },
};
