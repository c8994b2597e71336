/**
 * Answers to requests sent before anything asked for them (the boot's, from the requests a page went out with last
 * time: ./requestsAhead.ts in the page, ./wholeListStore.ts in the whole lists' worker), each taken once by an
 * identical request, and only soon after: later the console asks afresh.
 */

/** A request as it can be sent again. */
export interface SentRequest {
    url: string;
    method: string;
    headers: Record<string, string>;
    body?: string;
}

const TAKEN_WITHIN_MS = 10_000;

/** Its headers, names in lower case, in one order. */
const headerList = ({ headers }: SentRequest): string =>
    JSON.stringify(
        Object.entries(headers)
            .map(([name, value]) => [name.toLowerCase(), value])
            .sort(),
    );

/** The same request: address, verb, body and headers (whatever the case of their names). */
const sameRequest = (a: SentRequest, b: SentRequest): boolean =>
    a.url === b.url && a.method === b.method && a.body === b.body && headerList(a) === headerList(b);

export const answersAhead = <Answer>() => {
    let sent: { request: SentRequest; answer: Answer; at: number }[] = [];
    return {
        /** `answer` is the one `request` was sent ahead with. */
        add(request: SentRequest, answer: Answer): void {
            sent.push({ request, answer, at: Date.now() });
        },
        /** The answer sent ahead for an identical request, if one is still to take (then it is taken). */
        take(request: SentRequest): Answer | undefined {
            sent = sent.filter(early => Date.now() - early.at <= TAKEN_WITHIN_MS);
            const early = sent.find(candidate => sameRequest(candidate.request, request));
            sent = sent.filter(candidate => candidate !== early);
            return early?.answer;
        },
    };
};
