import { build, type Plugin, type Rolldown } from 'vite';

/** The modules that start each part of the first load (src/main.tsx, src/boot). */
const ENTRY_MODULE = 'src/main.tsx';
const SIGN_IN_MODULE = 'src/pages/LoginPage.tsx';
const SCREEN_MODULE = 'src/boot/firstScreen.ts';
const CONSOLE_MODULES = ['src/boot/ConsoleRoot.tsx', 'src/App.tsx', 'src/pages/Dashboard.tsx'];
const LIST_MODULE = 'src/schema/views/ResourceList.tsx';

/** What a layer needs of an output chunk. */
export interface ChunkFacts {
    fileName: string;
    imports: readonly string[];
    moduleIds: readonly string[];
    facadeModuleId: string | null;
    isEntry: boolean;
    isDynamicEntry: boolean;
}

export type Layer = 'boot' | 'shared' | 'signIn' | 'screen' | 'console' | 'list';

/**
 * Which layer of the first load each module belongs to, from a build's
 * chunks (after tree-shaking, so a module is placed where its code is used):
 * boot (the entry's static imports), shared (what the sign-in page and the
 * console both need), signIn (the sign-in page), screen (what the first
 * screen needs to ask for its list: declarations,
 * data provider), console (router, react-admin, layout, dashboard) and list
 * (what the generic list screen imports beyond those: one file, not a wave
 * of ~40 small ones behind it). A
 * layer imports only from itself and the layers before it. The
 * chunks that start with a module of their own (the entry, each lazy screen)
 * stay as they are: only the common chunks between them, and the entry's
 * own modules (into boot), are merged.
 */
export const layersOf = (chunks: readonly ChunkFacts[]): Map<string, Layer> => {
    const byFile = new Map(chunks.map(chunk => [chunk.fileName, chunk]));
    const withModule = (module: string) => {
        const chunk = chunks.find(c => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
        if (!chunk) throw new Error(`boot-chunks: no chunk starts with ${module}`);
        return chunk;
    };
    const closure = (starts: readonly ChunkFacts[]) => {
        const seen = new Set<string>();
        const stack = starts.map(chunk => chunk.fileName);
        while (stack.length) {
            const file = stack.pop() as string;
            if (seen.has(file)) continue;
            seen.add(file);
            stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
    };
    const minus = (set: Set<string>, ...others: Set<string>[]) =>
        new Set([...set].filter(file => !others.some(o => o.has(file))));

    const entry = chunks.filter(chunk => chunk.isEntry);
    const bootAll = closure(entry);
    const signInAll = minus(closure([withModule(SIGN_IN_MODULE)]), bootAll);
    const screenAll = minus(closure([withModule(SCREEN_MODULE)]), bootAll);
    const consoleAll = minus(closure(CONSOLE_MODULES.map(withModule)), bootAll, screenAll);
    const listAll = minus(closure([withModule(LIST_MODULE)]), bootAll, screenAll, consoleAll);
    const shared = new Set(
        [...signInAll].filter(file => screenAll.has(file) || consoleAll.has(file) || listAll.has(file)),
    );
    const files: [Layer, Set<string>][] = [
        ['boot', bootAll],
        ['shared', shared],
        ['signIn', minus(signInAll, shared)],
        ['screen', minus(screenAll, shared)],
        ['console', minus(consoleAll, shared)],
        ['list', minus(listAll, shared)],
    ];

    const isEntryOwn = (id: string, chunk: ChunkFacts) =>
        id === chunk.facadeModuleId || id.replaceAll('\\', '/').endsWith(`/${ENTRY_MODULE}`);
    const layers = new Map<string, Layer>();
    for (const [layer, set] of files) {
        for (const file of set) {
            const chunk = byFile.get(file) as ChunkFacts;
            if (chunk.isDynamicEntry) continue;
            // What Rolldown put in the entry's chunk joins the boot layer (the entry keeps its own module): the small
            // chunks it split off between the two (config, helpers, a provider) were each a request of a cold load.
            for (const id of chunk.moduleIds)
                if (!layers.has(id) && !(chunk.isEntry && isEntryOwn(id, chunk))) layers.set(id, layer);
        }
    }
    return layers;
};

const PROBE = 'BOOT_CHUNKS_PROBE';

/**
 * The first load in a few chunks instead of about a hundred small ones.
 * Served over HTTP/1.1 (six connections), each small file waited behind the
 * others: a cold /event spent most of its first second queueing for them.
 * The build runs once with Rolldown's own splitting to learn where each
 * module's code lands, then again with each layer (layersOf) as one chunk.
 * Lazy screens keep their own chunks and import from these; the sign-in
 * page's first load holds the entry, boot, shared and its own layer only.
 */
export const bootChunks = (): { plugin: Plugin; codeSplitting: Rolldown.OutputOptions['codeSplitting'] } => {
    let layers: Map<string, Layer> | undefined;
    let configFile: string | undefined;
    let root = process.cwd();
    let mode = 'production';
    const group = (layer: Layer, priority: number) => ({
        name: layer === 'signIn' ? 'sign-in' : layer,
        test: (id: string) => layers?.get(id) === layer,
        priority,
        includeDependenciesRecursively: false,
    });
    return {
        plugin: {
            name: 'boot-chunks',
            apply: 'build',
            configResolved(config) {
                configFile = config.configFile;
                root = config.root;
                mode = config.mode;
            },
            async buildStart() {
                if (process.env[PROBE]) return;
                process.env[PROBE] = '1';
                try {
                    const output = await build({
                        root,
                        mode,
                        configFile: configFile ?? false,
                        logLevel: 'silent',
                        build: { write: false, manifest: false, emptyOutDir: false },
                    });
                    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
                    const chunks = outputs
                        .flatMap(o => o.output)
                        .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
                    layers = layersOf(chunks);
                } finally {
                    delete process.env[PROBE];
                }
            },
        },
        codeSplitting: {
            groups: [
                group('boot', 6),
                group('shared', 5),
                group('signIn', 4),
                group('screen', 3),
                group('console', 2),
                group('list', 1),
            ],
        },
    };
};
