import { type CityData, cityMapping } from 'city-timezones';
import type { Request, Response } from 'express';
import * as yup from 'yup';
import { peopleApi } from './api.shared';
import { driveLinkRules, setPasswordRules } from './rules.shared';
import { recordActivity } from '../../../server/domain/activity';
import { Refusal, handle, succeed } from '../../../server/http/answers';
import type { StoredRecord } from '../../../server/store/dbFile';
import type { Store } from '../../../server/store/store';
import type { FileLinks } from '../../../server/http/fileLinks';
import { validateForm } from '../../../server/http/formRules';
import { storeNewPassword } from '../../../server/auth/passwordChanges';
import { accountOf, type Sessions } from '../../../server/auth/sessions';
import { COACHES, STUDENTS, sessionUser } from '../../../server/auth/users';
import { refuseMorePower } from './loginAsPower.server';
import { directoryRoutes } from './directory.server';
import type { RouteModule } from '../../../server/routes/module';
import { route, type RouteDoc } from '../../../server/openapi/routeDoc';
import { ruleSchema, type JsonSchema } from '../../../server/openapi/ruleSchema';

/** A log-in-as session lasts an hour: long enough to look around, short enough not to linger. */
const LOGIN_AS_LIFETIME = '1h';
const CANNOT_LOGIN = 'Cannot login';
const PLACES_SHOWN = 8;

const nameOf = (row: StoredRecord): string =>
    [row.first_name, row.last_name].filter(v => typeof v === 'string' && v).join(' ');

const checkTokenRules = yup.object({
    token: yup.string().required('token is required'),
    user: yup.string().trim().required('user is required').max(64, 'user must be at most 64 characters'),
});
const checkSuperadminRules = yup.object({ token: yup.string().required('token is required') });
const placesRules = yup.object({ search: yup.string().trim().max(100, 'search must be at most 100 characters') });

/** City, province and country in one line, as an address suggestion reads. */
const placeLabel = (city: CityData): string =>
    [city.city, city.province, city.country].filter((part, i, all) => part && all.indexOf(part) === i).join(', ');

/** A suggestion is a place with its time zone: the list has a few dozen places without one (null), never offered. */
const hasTimezone = (city: CityData): boolean => typeof city.timezone === 'string' && city.timezone !== '';

const { changePassword, checkToken, checkSuperadmin, driveLink, places } = peopleApi;

/** The session's own name and id, as the activity log keeps its actor. */
const actorIn = (res: Response) => ({
    actor_id: String(res.locals.userId),
    actor_name: String(res.locals.userName ?? ''),
});

/** A coach's or a student's password, set by the super-admin: that person's sessions end. */
const setPassword = (store: Store, sessions: Sessions) =>
    handle(async (req, res) => {
        const values = await validateForm(setPasswordRules, req.body);
        const id = String(req.params.id);
        const collection = [COACHES, STUDENTS].find(name => store.collection(name).get(id));
        const person = collection && store.collection(collection).get(id);
        if (!collection || !person) throw new Refusal(404, 'User not found');
        await storeNewPassword(store, sessions, person, values.new_password, '', collection);
        recordActivity(store, {
            action: 'password_change',
            ...actorIn(res),
            target_type: collection === COACHES ? 'coach' : 'student',
            target_id: id,
            target_name: nameOf(person),
        });
        succeed(res, null, 'Password changed successfully');
    });

const saveDriveLink = (store: Store) =>
    handle(async (req, res) => {
        const { link } = await validateForm(driveLinkRules, req.body);
        const students = store.collection(STUDENTS);
        if (!students.get(String(req.params.id))) throw new Refusal(404, 'Student not found');
        const saved = students.patch(String(req.params.id), {
            drive_link: link,
            updated_at: new Date().toISOString(),
        });
        succeed(res, { _id: saved?._id, drive_link: link }, 'Google Drive link saved successfully');
    });

const bodyOf = (req: Request): Record<string, unknown> =>
    typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};

/** The screen whose "log in as" a request needs: the staff screen's for a staff member, else the coaches'. */
const logInAsScreen = (store: Store) => (req: Request) =>
    accountOf(store, String(bodyOf(req).user ?? ''))?.role === 'staff' ? 'staff' : 'coach';

/**
 * The caller's own session (the token in the body is theirs): the super-admin, or a staff member whose role grants
 * "log in as" (the permit before this). A staff member may log in only as someone holding no more than their role.
 */
const logInAs = (store: Store, sessions: Sessions) =>
    handle(async (req, res) => {
        const values = await validateForm(checkTokenRules, req.body);
        const asked = await sessions.check(values.token);
        const opener = asked?.role === 'superadmin' || asked?.role === 'staff';
        if (!asked || !opener || asked.user._id !== res.locals.userId || asked.by) throw new Refusal(403, CANNOT_LOGIN);
        // A coach or a staff member: the same banner, return and audit.
        const target = accountOf(store, values.user);
        if (asked.role === 'staff') refuseMorePower(store, asked.permissions, target);
        if (!target || (target.role !== 'coach' && target.role !== 'staff') || target.user._id === asked.user._id)
            throw new Refusal(400, CANNOT_LOGIN);
        const token = await sessions.open(target.user._id, {
            by: String(res.locals.userId),
            bySession: String(res.locals.sessionId),
            lifetime: LOGIN_AS_LIFETIME,
        });
        recordActivity(store, {
            action: 'login_as',
            ...actorIn(res),
            target_type: target.role,
            target_id: target.user._id,
            target_name: nameOf(target.user),
        });
        succeed(res, { token }, '');
    });

/** No bearer: the page asking holds the coach's session and shows the super-admin's own token. */
const superAdminBehind = (sessions: Sessions, links: FileLinks) =>
    handle(async (req, res) => {
        const { token } = await validateForm(checkSuperadminRules, req.body);
        const session = await sessions.check(token);
        // The return of a log in as: the one who opened it, the super-admin or a staff member granted it.
        if (!session || (session.role !== 'superadmin' && session.role !== 'staff'))
            throw new Refusal(403, 'No super admin session');
        succeed(res, sessionUser(session.user, links));
    });

const startsWith = (city: CityData, needle: string): boolean =>
    city.city_ascii.toLowerCase().startsWith(needle) || city.city.toLowerCase().startsWith(needle);

const suggestPlaces = handle(async (req, res) => {
    const { search = '' } = await validateForm(placesRules, req.query);
    const needle = search.toLowerCase();
    if (needle.length < 2) return succeed(res, []);
    const found = cityMapping
        .filter(city => hasTimezone(city) && startsWith(city, needle))
        .sort((a, b) => b.pop - a.pop)
        .slice(0, PLACES_SHOWN)
        .map(city => ({ label: placeLabel(city), timezone: city.timezone }));
    succeed(res, found);
});

const tag = 'people';

const peopleDocs = (): RouteDoc[] => [
    route(`POST ${changePassword.path}`, {
        summary: "Set a coach's or a student's password (ends that person's sessions)",
        tag,
        access: 'superadmin',
        body: setPasswordRules,
    }),
    route(`PATCH ${driveLink.path}`, {
        summary: "Set a student's drive link",
        tag,
        access: 'superadmin',
        body: driveLinkRules,
    }),
    route(`POST ${checkToken.path}`, {
        summary:
            'Log in as an enabled coach or an active staff member (a staff caller: one holding no more than their role): a one-hour session',
        tag,
        access: 'superadmin',
        body: checkTokenRules,
        data: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
    }),
    route(`POST ${checkSuperadmin.path}`, {
        summary: 'The session user behind a token (the super-admin, or a staff member who logged in as), or 403',
        tag,
        access: 'public',
        body: checkSuperadminRules,
        refuses: [403],
    }),
    route(`GET ${places.path}`, {
        summary: 'Up to 8 cities with their time zones, largest first',
        tag,
        access: 'session',
        query: ruleSchema(placesRules).properties as Record<string, JsonSchema>,
        data: {
            type: 'array',
            items: {
                type: 'object',
                properties: { label: { type: 'string' }, timezone: { type: 'string' } },
                required: ['label', 'timezone'],
            },
        },
    }),
];

/**
 * The people calls that are not a declaration's add, edit, delete or status
 * (part 2, section 7): a coach's or student's password set by the
 * super-admin, a student's drive link, log in as, the super-admin check
 * behind it, and the profile page's place suggestions.
 */
export const peopleRoutes: RouteModule = {
    collections: [COACHES, STUDENTS],
    register({ app, store, sessions, permit, signedIn, links }) {
        // One path for both kinds of people: the screen is the kind of the person it names.
        const personScreen = (req: Request) =>
            store.collection(COACHES).get(String(req.params.id)) ? 'coach' : 'student';
        app.post(
            changePassword.path,
            ...permit('changePassword', personScreen, ['coach', 'student']),
            setPassword(store, sessions),
        );
        app.patch(driveLink.path, ...permit('driveLink', 'student'), saveDriveLink(store));
        app.post(
            checkToken.path,
            ...permit('logInAs', logInAsScreen(store), ['coach', 'staff']),
            logInAs(store, sessions),
        );
        app.post(checkSuperadmin.path, superAdminBehind(sessions, links));
        app.get(places.path, signedIn, suggestPlaces);
        return peopleDocs();
    },
};

/** What the fake API serves for this entity (collected by server/routes/entityRoutes.ts). */
export const serverRoutes: readonly RouteModule[] = [directoryRoutes, peopleRoutes];
