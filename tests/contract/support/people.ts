import type { Harness } from './harness';

/** A coach as the Add coach modal sends one. */
export const COACH = {
    first_name: 'Nina',
    last_name: 'Contract',
    birth_date: '1990-05-04',
    email: 'nina.contract@coach.example.com',
    phone_number: '61412345678',
    address: '1 Test St, Sydney NSW 2000',
    timezone: 'Australia/Sydney',
    are_you: 'teacher_tutor',
    signing_up: 'through your school',
};

/** A student as the Add student form sends one. */
export const STUDENT = {
    first_name: 'Sam',
    last_name: 'Contract',
    email: 'sam.contract@student.example.com',
    birth_date: '2010-02-03',
    timezone: 'Australia/Sydney',
    address: '2 Test St, Sydney NSW 2000',
    phone_number: '61412000111',
    are_you: 'School student',
    working_with: 'independently',
    signing_up: 'independently',
    coach_id: '',
    school: 'UNSW',
    parent_first_name: '',
    parent_last_name: '',
    parent_phone_number: '',
    parent_email: '',
};

/** A call straight at the API, past the data provider. */
const rawCall = async (h: Harness, method: string, path: string, body?: unknown, token?: string | null) => {
    const res = await fetch(`${h.api.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Answers are checked by the assertions, as the server tests' harness reads them (tests/server/harness.ts).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as { success: boolean; message: string; data: any } };
};

/** The activity log as stored. */
const activityLog = async (h: Harness) =>
    (await rawCall(h, 'GET', '/_db/activity', undefined, h.session.token())).body as unknown as Array<
        Record<string, unknown>
    >;

/** The calls the people tests make past the data provider, on the file's harness. */
export const peopleCalls = (harness: () => Harness) => ({
    raw: (method: string, path: string, body?: unknown, token?: string | null) =>
        rawCall(harness(), method, path, body, token),
    activity: () => activityLog(harness()),
});
