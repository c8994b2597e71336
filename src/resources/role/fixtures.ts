import { creationTimes, type FixtureRows, withIds } from '../../../fixtures/kit';
import type { Grants, ScreenGrant } from '../../shared/permissions/model';
import { SUPER_ADMIN_ROLE } from '../../shared/permissions/model';
import type { PermissionScreen } from '../../shared/permissions/catalogue';
import { PERMISSION_CATALOGUE } from '../../shared/permissions/screens';

const PEOPLE = ['coach', 'student'];
const EVERYTHING_ON = [
    'event',
    'grade',
    'note',
    'subject',
    'tag',
    'notice',
    'tasktype',
    'examPlanner',
    'coachLibrary',
    'studentLibrary',
    'tbpLibrary',
    'coachFolder',
    'studentFolder',
    'tbpFolder',
    'coachSubFolder',
    'studentSubFolder',
    'tbpSubFolder',
];

/** The screen's own actions among those asked for, so a role never names one the screen lacks. */
const offered = (screen: PermissionScreen, actions: readonly string[]): string[] =>
    screen.actions.map(a => a.key).filter(key => actions.includes(key));

const personalAs = (screen: PermissionScreen, rule: 'hidden' | 'editable') =>
    Object.fromEntries(screen.fields.filter(f => f.personal).map(f => [f.name, rule]));

/** Content editor: the catalogue's content in full; coaches and students to look up, their contact details hidden. */
const contentEditor = (catalogue: readonly PermissionScreen[]): Grants =>
    Object.fromEntries(
        catalogue.flatMap((screen): [string, ScreenGrant][] => {
            if (EVERYTHING_ON.includes(screen.key)) return [[screen.key, { actions: screen.actions.map(a => a.key) }]];
            if (PEOPLE.includes(screen.key))
                return [
                    [screen.key, { actions: offered(screen, ['list', 'open']), fields: personalAs(screen, 'hidden') }],
                ];
            return [];
        }),
    );

const SUPPORT_NONE = ['coupon', 'subscription', 'subscription_header', 'profile', 'insights'];
const SUPPORT_PEOPLE = ['list', 'open', 'add', 'edit', 'status', 'changePassword', 'export'];

/** Support: coaches and students to help (no delete, log in as or import), payments to read, the rest to look at. */
const support = (catalogue: readonly PermissionScreen[]): Grants =>
    Object.fromEntries(
        catalogue.flatMap((screen): [string, ScreenGrant][] => {
            if (SUPPORT_NONE.includes(screen.key)) return [];
            if (PEOPLE.includes(screen.key))
                return [
                    [screen.key, { actions: offered(screen, SUPPORT_PEOPLE), fields: personalAs(screen, 'editable') }],
                ];
            if (screen.key === 'subscriptionHistory')
                return [[screen.key, { actions: offered(screen, ['list', 'export', 'invoices']) }]];
            return [[screen.key, { actions: offered(screen, ['list', 'open']) }]];
        }),
    );

export const SEEDED_ROLES = {
    superAdmin: SUPER_ADMIN_ROLE,
    contentEditor: 'Content editor',
    support: 'Support',
} as const;

export const fixtures: readonly FixtureRows[] = [
    {
        order: 170,
        seed: 20261170,
        rows: ({ random, base }) => {
            const named = [
                { name: SEEDED_ROLES.superAdmin, grants: {}, built_in: true },
                { name: SEEDED_ROLES.contentEditor, grants: contentEditor(PERMISSION_CATALOGUE) },
                { name: SEEDED_ROLES.support, grants: support(PERMISSION_CATALOGUE) },
            ];
            return { roles: withIds(random, creationTimes(random, base, named.length, 60), i => named[i]) };
        },
    },
];
