import type { Harness } from './harness';

/** A call straight at the fake API, as another client would make it. */
const callApi = async (h: Harness, method: string, path: string, body?: object) => {
    const response = await fetch(h.api.url + path, {
        method,
        headers: { Authorization: `Bearer ${h.session.token()}`, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as { success: boolean; message: string; data: unknown };
};

/** The calls the catalogue tests make on the file's harness: a page of a list, and one straight at the API. */
export const catalogueCalls = (harness: () => Harness) => ({
    list: ((...args) => harness().list(...args)) as Harness['list'],
    raw: (method: string, path: string, body?: object) => callApi(harness(), method, path, body),
});
