import { creationTimes, type FixtureRows, type StoredRecord, withIds } from '../../../fixtures/kit';
import { hashPassword } from '../../../server/auth/passwords';
import { SEEDED_ROLES } from '../role/fixtures';

/** The testers' staff: one per seeded role, signing in with the super-admin's seed password. */
const SEEDED_STAFF = [
    { first_name: 'Cora', last_name: 'Content', email: 'content@example.com', role: SEEDED_ROLES.contentEditor },
    { first_name: 'Sam', last_name: 'Support', email: 'support@example.com', role: SEEDED_ROLES.support },
] as const;

const SEEDED_STAFF_PASSWORD = 'Password@123';

export const fixtures: readonly FixtureRows[] = [
    {
        order: 180,
        seed: 20261180,
        rows: async ({ random, base, db }) => {
            const roles = (db.roles ?? []) as readonly StoredRecord[];
            const rows = withIds(random, creationTimes(random, base, SEEDED_STAFF.length, 30), i => {
                const { role, ...person } = SEEDED_STAFF[i];
                const held = roles.find(r => r.name === role);
                if (!held) throw new Error(`The seed has no role "${role}"`);
                return { ...person, role_id: held._id, role_name: role, active: true };
            });
            const staff = await Promise.all(
                rows.map(async row => ({
                    ...row,
                    password: await hashPassword(SEEDED_STAFF_PASSWORD, Buffer.from(random.bytes(16))),
                })),
            );
            return { staff };
        },
    },
];
