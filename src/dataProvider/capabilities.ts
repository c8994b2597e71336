import { HttpError } from 'ra-core';
import { get } from '../shared/endpoints';
import { CAPABILITIES_PATH, type Capabilities, capabilitiesOf, type Extra, SPEC_ONLY } from '../shared/extras';
import type { HttpClient, Session } from './http';

const CAPABILITIES_API = get(CAPABILITIES_PATH);

/** Statuses saying the API has no such call (a real API that serves the spec alone): it offers no extra. */
const NO_SUCH_CALL = new Set([404, 405, 501]);

/** What the API offers beyond the spec: its answer read, or the spec only when it has no such call. */
export const readCapabilities = async (http: HttpClient): Promise<Capabilities> => {
    try {
        const { data } = await http.call(CAPABILITIES_API);
        return capabilitiesOf(data);
    } catch (error) {
        if (error instanceof HttpError && NO_SUCH_CALL.has(error.status)) return SPEC_ONLY;
        throw error;
    }
};

/** This browser's copy of the API's last answer, so the next visit's boot knows what to ask beside it. */
const KEPT = 'console.capabilities';

const keptStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

const keep = (api: string, offered: Capabilities): void => {
    try {
        keptStorage()?.setItem(KEPT, JSON.stringify({ api, extras: offered }));
    } catch {
        // A full or refused storage only costs the next visit a round trip.
    }
};

const kept = (api: string): Capabilities | undefined => {
    try {
        const copy = JSON.parse(keptStorage()?.getItem(KEPT) ?? 'null') as { api?: unknown; extras?: unknown } | null;
        return copy?.api === api ? capabilitiesOf(copy) : undefined;
    } catch {
        return undefined;
    }
};

export interface CapabilityCalls {
    /** What the API offers, asked once per session (the boot asks as the console opens; the screens take that answer). */
    capabilities(): Promise<Capabilities>;
    /** Whether the API offers the extra; a failed ask reads as not offered. */
    offers(extra: Extra): Promise<boolean>;
    /**
     * Whether this API offered the extra when this browser last asked: a hint of what to ask beside the
     * capabilities, never a verdict (the answer still decides).
     */
    offeredLastTime(extra: Extra): boolean;
}

export const capabilityCalls = (http: HttpClient, session: Session): CapabilityCalls => {
    let asked: { token: string | null; answer: Promise<Capabilities> } | undefined;
    const capabilities = (): Promise<Capabilities> => {
        const token = session.token();
        if (!asked || asked.token !== token) {
            const answer = readCapabilities(http);
            asked = { token, answer };
            answer.then(
                offered => keep(http.apiUrl, offered),
                () => undefined,
            );
            // A failure is not kept: the next ask tries again.
            answer.catch(() => {
                if (asked?.answer === answer) asked = undefined;
            });
        }
        return asked.answer;
    };
    return {
        capabilities,
        offers: extra =>
            capabilities().then(
                offered => offered.includes(extra),
                () => false,
            ),
        offeredLastTime: extra => kept(http.apiUrl)?.includes(extra) ?? false,
    };
};
