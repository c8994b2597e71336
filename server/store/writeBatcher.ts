/**
 * Coalesces requests to save: requests made within `delayMs` of each other
 * share one file write, writes never overlap, and a request that arrives
 * during a write gets one more write afterwards (which saves the state as it
 * is then, so nothing asked for is lost).
 */
export class WriteBatcher {
    private timer: NodeJS.Timeout | undefined;
    private running: Promise<void> | undefined;
    private pending = false;
    /** File writes completed, for tests that check batching. */
    writes = 0;

    constructor(
        private readonly write: () => Promise<void>,
        /** A number, or a function asked each time (so the gap can grow with the cost of a write). */
        private readonly delayMs: number | (() => number),
    ) {}

    request(): void {
        this.pending = true;
        if (!this.timer && !this.running) this.schedule();
    }

    /** Resolves once everything requested so far is on disk; rejects if a write fails. */
    async flush(): Promise<void> {
        for (;;) {
            this.cancelTimer();
            if (this.running) await this.running;
            else if (this.pending) await this.start();
            else return;
        }
    }

    private schedule(): void {
        this.timer = setTimeout(
            () => {
                this.timer = undefined;
                if (!this.running)
                    this.start().catch(err => console.error('The fake API could not save its data:', err));
            },
            typeof this.delayMs === 'number' ? this.delayMs : this.delayMs(),
        );
    }

    private cancelTimer(): void {
        clearTimeout(this.timer);
        this.timer = undefined;
    }

    private start(): Promise<void> {
        this.pending = false;
        let failed = false;
        this.running = this.write()
            .then(() => {
                this.writes += 1;
            })
            .catch((err: unknown) => {
                // Still unsaved; the next request or flush tries again rather than a retry loop on a broken disk.
                failed = true;
                this.pending = true;
                throw err;
            })
            .finally(() => {
                this.running = undefined;
                if (this.pending && !failed && !this.timer) this.schedule();
            });
        return this.running;
    }
}
