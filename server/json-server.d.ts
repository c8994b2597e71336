// json-server 0.17 ships no types; this covers the module API the fake API uses.
declare module 'json-server' {
    import type { Express, RequestHandler, Router } from 'express';

    interface LowDb {
        getState(): object;
        setState(state: object): LowDb;
        /** lodash with lodash-id mixed in; `_.id` names the id property. */
        _: { id: string };
    }

    interface JsonServerRouter extends Router {
        db: LowDb;
    }

    interface DefaultsOptions {
        static?: string;
        logger?: boolean;
        bodyParser?: boolean;
        noCors?: boolean;
        noGzip?: boolean;
        readOnly?: boolean;
    }

    const jsonServer: {
        create(): Express;
        defaults(options?: DefaultsOptions): RequestHandler[];
        router(source: string | object, options?: { foreignKeySuffix?: string }): JsonServerRouter;
        bodyParser: RequestHandler[];
    };
    export default jsonServer;
}
