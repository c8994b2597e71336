import { AsyncLocalStorage } from 'node:async_hooks';

/** Who a request acts as: the session's user, known once the guard let it through. */
export interface Actor {
    id: string;
    name: string;
    /** The session it acts in (a conformance run's clean-up drops only what its own session made). */
    session?: string;
}

const acting = new AsyncLocalStorage<Actor>();

/**
 * Runs the rest of a request as this actor, so the store can stamp who changed a record and the live
 * stream can say who did it, without every route passing its session down.
 */
export const actingAs = <T>(actor: Actor | undefined, fn: () => T): T => (actor ? acting.run(actor, fn) : fn());

/** The actor of the request being served, if a guard named one. */
export const currentActor = (): Actor | undefined => acting.getStore();
