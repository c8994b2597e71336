import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const listen = (server: Server, port: number, host: string): Promise<number> =>
    new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
            server.off('error', reject);
            resolve((server.address() as AddressInfo).port);
        });
    });

export interface Listening {
    http: Server;
    url: string;
    port: number;
    close(): Promise<void>;
}

/** Serves the app on host:port (0 picks a free port); its URL names a loopback host as given, else localhost. */
export const serve = async (app: RequestListener, host: string, wantedPort: number): Promise<Listening> => {
    const http = createServer(app);
    // Node closes an idle kept-alive connection after 5 s; a client about to reuse it then sees ECONNRESET (a
    // busy tester's script, a slow test between two calls). Keep idle connections longer than clients do.
    http.keepAliveTimeout = 65_000;
    http.headersTimeout = 66_000;
    const port = await listen(http, wantedPort, host);
    const loopback = host === '127.0.0.1' || host === 'localhost' || host === '::1';
    const url = `http://${loopback ? host.replace('::1', '[::1]') : 'localhost'}:${port}`;
    const close = async () => {
        if (!http.listening) return;
        await new Promise<void>((resolve, reject) => {
            http.close(err => (err ? reject(err) : resolve()));
            http.closeIdleConnections();
        });
    };
    return { http, url, port, close };
};
