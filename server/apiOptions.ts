import type { ThrottleLimits } from './auth/loginThrottle';
import type { Fault } from './http/faults';

/** How the fake API is started (server/main.ts's flags, the tests' harness), and what a started one offers. */
export interface ApiOptions {
    /** 0 (the default) picks a free port. */
    port?: number;
    /** The data file; created from the seed when missing. */
    dbFile: string;
    /** Defaults to fixtures/db.json. */
    seedFile?: string;
    /** Served at /uploads; defaults to `uploads/` beside the data file. */
    uploadsDir?: string;
    /** Mails the API "sends" (password reset links) land here as .eml files; defaults to `outbox/` beside the data file. */
    outboxDir?: string;
    /** Where the console runs: the one origin CORS lets read answers; listed at GET / for testers. */
    consoleUrl?: string;
    /** Defaults to JWT_SECRET, then a random secret kept beside the data file (`jwt-secret`). */
    jwtSecret?: string;
    /** Changes within this many ms share one rewrite of the data file (default 1000); each is durable in the journal at once. */
    snapshotDelayMs?: number;
    /** The address to listen on (default HOST, then 127.0.0.1: loopback only). */
    host?: string;
    /** Sign-in throttling (tests lower it). */
    throttle?: ThrottleLimits;
    /**
     * The API's own address as browsers reach it (API_PUBLIC_URL): links it builds (invoices, files) start
     * with it, never with a request's Host. Defaults to the address it listens on (http://127.0.0.1:{port}).
     */
    publicUrl?: string;
    /** More host names it answers to (ALLOWED_HOSTS, comma-separated), beside loopback names and those of the two URLs. */
    allowedHosts?: readonly string[];
    /**
     * Serve the spec's calls only (--spec-only): the extras' routes (saved views, live changes, the activity log,
     * the dashboard's call, insights) answer 404 and GET /capabilities names none, as a real API without them would.
     */
    specOnly?: boolean;
    /** A planted fault for testers (`--fault`, ./http/faults.ts): one spec call answers wrong. */
    fault?: Fault;
}

export interface RunningApi {
    url: string;
    port: number;
    /** Stops listening, then writes the data file and closes the journal. */
    close(): Promise<void>;
    /** Restores the seed in memory and on disk, ending every session (as POST /__reset does). */
    reset(): Promise<void>;
    /** Resolves once every change so far is on disk, in the journal and the data file. */
    flush(): Promise<void>;
    /** Data file rewrites done so far (a burst of changes shares one). */
    readonly writes: number;
}
