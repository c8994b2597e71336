// The web platform's globals that both runtimes have (browsers and Node 20), as much of them as the shared core
// uses: it is compiled without DOM or Node types, so anything else either runtime alone offers fails to compile.
declare class URL {
    constructor(url: string, base?: string);
    readonly protocol: string;
    readonly hostname: string;
}

declare class URLSearchParams {
    constructor(init?: Record<string, string>);
    toString(): string;
}

declare class Blob {
    readonly size: number;
    readonly type: string;
}
