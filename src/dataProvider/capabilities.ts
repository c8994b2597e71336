import { HttpError } from 'ra-core';
import { get } from '../shared/endpoints';
import { CAPABILITIES_PATH, type Capabilities, capabilitiesOf, type Extra, SPEC_ONLY } from '../shared/extras';
import type { HttpClient, Session } from './http';

export const CAPABILITIES_API = get(CAPABILITIES_PATH);

/** Statuses saying the API has no such call (a real API that serves the spec alone): it offers no extra. */
const NO_SUCH_CALL = new Set([404, 405, 501]);

/** The API's answer: the extras it offers, and the session's permissions where it sends them along. */
interface Offer {
    extras: Capabilities;
    /** `GET /me/permissions`'s answer, carried by an API with staff roles so that nobody asks it a round trip later. */
    permissions?: unknown;
}

/** What the API offers beyond the spec: its answer read, or the spec only when it has no such call. */
const readOffer = async (http: HttpClient): Promise<Offer> => {
    try {
        const { data } = await http.call(CAPABILITIES_API);
        return { extras: capabilitiesOf(data), permissions: (data as { permissions?: unknown } | null)?.permissions };
    } catch (error) {
        if (error instanceof HttpError && NO_SUCH_CALL.has(error.status)) return { extras: SPEC_ONLY };
        throw error;
    }
};

export interface CapabilityCalls {
    /** What the API offers, asked once per session (the boot asks as the console opens; the screens take that answer). */
    capabilities(): Promise<Capabilities>;
    /** Whether the API offers the extra; a failed ask reads as not offered. */
    offers(extra: Extra): Promise<boolean>;
    /** The session's permissions as the same answer carried them, if it did. */
    carriedPermissions(): Promise<unknown>;
}

export const capabilityCalls = (http: HttpClient, session: Session): CapabilityCalls => {
    let asked: { token: string | null; answer: Promise<Offer> } | undefined;
    const offer = (): Promise<Offer> => {
        const token = session.token();
        if (!asked || asked.token !== token) {
            const answer = readOffer(http);
            asked = { token, answer };
            // A failure is not kept: the next ask tries again.
            answer.catch(() => {
                if (asked?.answer === answer) asked = undefined;
            });
        }
        return asked.answer;
    };
    const capabilities = () => offer().then(({ extras }) => extras);
    return {
        capabilities,
        offers: extra =>
            capabilities().then(
                offered => offered.includes(extra),
                () => false,
            ),
        carriedPermissions: () =>
            offer().then(
                ({ permissions }) => permissions,
                () => undefined,
            ),
    };
};
