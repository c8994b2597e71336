/**
 * Planted faults, a tester's tool: `npm run api -- --fault <name>` makes one spec call answer wrong, so a
 * conformance run (docs/conformance.md) can be seen to catch it. Off unless asked for; the calls are picked from
 * the declarations by their kind, so this file names no entity.
 */
import type { RequestHandler } from 'express';
import { accountApi } from '../../src/shared/account/endpoints';
import type { Endpoint, ResourceDeclaration } from '../../src/shared/types';

export const FAULTS = ['envelope', 'missing-field', '500'] as const;
export type Fault = (typeof FAULTS)[number];

export const isFault = (name: string): name is Fault => (FAULTS as readonly string[]).includes(name);

interface Planted {
    /** The call that answers wrong. */
    endpoint: Endpoint;
    /** What it answers instead, from what it would have. */
    answer(body: Record<string, unknown>): { status: number; body: unknown };
}

const listOf = (declarations: readonly ResourceDeclaration[], kind: 'whole' | 'paged'): Endpoint => {
    const found = declarations.find(decl => decl.api.list.kind === kind && !decl.api.list.endpoint.path.includes(':'));
    if (!found) throw new Error(`No declaration has a ${kind} list to plant a fault in`);
    return found.api.list.endpoint;
};

/** Each record of a page without its `_id`. */
const withoutIds = (data: unknown): unknown => {
    const docs = (data as { docs?: unknown } | null)?.docs;
    if (!Array.isArray(docs)) return data;
    return {
        ...(data as object),
        docs: docs.map(row => Object.fromEntries(Object.entries(row).filter(([k]) => k !== '_id'))),
    };
};

const plant = (fault: Fault, declarations: readonly ResourceDeclaration[]): Planted => {
    switch (fault) {
        case 'envelope':
            // The first whole list answers its rows bare, without {success, message, data}.
            return { endpoint: listOf(declarations, 'whole'), answer: body => ({ status: 200, body: body.data }) };
        case 'missing-field':
            // The first paged list's records lack their `_id`.
            return {
                endpoint: listOf(declarations, 'paged'),
                answer: body => ({ status: 200, body: { ...body, data: withoutIds(body.data) } }),
            };
        case '500':
            return {
                endpoint: accountApi.profile,
                answer: () => ({ status: 500, body: { success: false, message: 'Planted fault: 500', data: null } }),
            };
    }
};

/** The middleware that plants the fault: the call's answer is rewritten as it is sent. */
export const plantedFault = (fault: Fault, declarations: readonly ResourceDeclaration[]): RequestHandler => {
    const { endpoint, answer } = plant(fault, declarations);
    return (req, res, next) => {
        if (req.method === endpoint.method && req.path === endpoint.path) {
            const json = res.json.bind(res);
            res.json = (body: Record<string, unknown>) => {
                const changed = answer(body);
                res.status(changed.status);
                return json(changed.body);
            };
        }
        next();
    };
};
