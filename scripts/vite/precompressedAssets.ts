import { createReadStream, existsSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The text files worth compressing, and their types as served. */
const TYPES: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
};
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `file.br` (brotli, best) and `file.gz` (gzip -9) beside each text file in `dir` of MIN_BYTES or more. */
const precompress = async (dir: string): Promise<number> => {
    const files = (await readdir(dir)).filter(name => TYPES[extname(name)]);
    let written = 0;
    await Promise.all(
        files.map(async name => {
            const bytes = await readFile(join(dir, name));
            if (bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
                brotli(bytes, {
                    params: {
                        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                    },
                }),
                gzipAsync(bytes, { level: 9 }),
            ]);
            await writeFile(join(dir, `${name}.br`), br);
            await writeFile(join(dir, `${name}.gz`), gz);
            written++;
        }),
    );
    return written;
};

/** The encodings the request accepts that a copy exists for, best first. */
const ENCODINGS = [
    { name: 'br', suffix: '.br', accepted: /\bbr\b/ },
    { name: 'gzip', suffix: '.gz', accepted: /\bgzip\b/ },
];

/**
 * The build ships a brotli and a gzip copy beside each hashed text file
 * (assets/), compressed once at their best; `vite preview` (`npm start`,
 * the benches, the e2e run) answers with the copy the browser accepts, with
 * Content-Encoding and Vary, instead of gzipping each answer on the fly at a
 * middling level. Hashed files are cached for good (hashedAssetCaching).
 */
export const precompressedAssets = (): Plugin => {
    let assets = '/assets/';
    let outDir = 'dist';
    return {
        name: 'precompressed-assets',
        configResolved(config) {
            assets = `${config.base}${config.build.assetsDir}/`;
            outDir = resolve(config.root, config.build.outDir);
        },
        async writeBundle(options) {
            if (options.dir) await precompress(join(options.dir, assets.replace(/^\/|\/$/g, '')));
        },
        configurePreviewServer(server) {
            server.middlewares.use((req, res, next) => {
                const path = (req.url ?? '').split('?')[0];
                const type = TYPES[extname(path)];
                if (!type || !path.startsWith(assets) || path.includes('..') || !['GET', 'HEAD'].includes(req.method!))
                    return next();
                const accept = String(req.headers['accept-encoding'] ?? '');
                const file = join(outDir, decodeURIComponent(path));
                const encoding = ENCODINGS.find(e => e.accepted.test(accept) && existsSync(file + e.suffix));
                if (!encoding) return next();
                res.setHeader('Content-Type', type);
                res.setHeader('Content-Encoding', encoding.name);
                res.setHeader('Content-Length', statSync(file + encoding.suffix).size);
                const vary = res.getHeader('Vary');
                res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
                if (req.method === 'HEAD') return res.end();
                createReadStream(file + encoding.suffix).pipe(res);
            });
        },
    };
};
