/**
 * The paths the spec leaves open ("not shown") and the console chose, in one typed list with their defaults. A
 * deployer whose API answers elsewhere overrides them in config.json (`"paths": {"sessionCheck": "/auth/me"}`,
 * read by src/config.ts); endpoints name their entry (`open`) and the HTTP client asks here on each call. The
 * fake API serves the defaults; `npm run conformance` checks the configured ones.
 */
interface OpenPath {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    /** The console's choice; `:id` is the record's id. */
    path: string;
    /** Where the spec leaves it open. */
    spec: string;
}

export const OPEN_PATHS = {
    sessionCheck: {
        method: 'POST',
        path: '/api/v1/superadmin/verify-session',
        spec: 'part 1 §7: Session check, "method and path not shown"',
    },
    couponEdit: { method: 'PUT', path: '/discount/:id', spec: 'part 1 §7: Edit coupon, "path not shown"' },
    studentView: { method: 'GET', path: '/viewStudent/:id', spec: 'part 2 §7: student profile read' },
    studentDelete: { method: 'DELETE', path: '/deleteStudent/:id', spec: 'part 2 §7: student delete' },
    studentStatus: { method: 'POST', path: '/update-student-status/:id', spec: 'part 2 §7: student status' },
    tbpFolderList: { method: 'POST', path: '/category/getPaginatedCategories', spec: 'part 2 §7: TBP folders' },
    tbpSubFolderList: {
        method: 'POST',
        path: '/category/getPaginatedSubCategoriesById/:id',
        spec: 'part 2 §7: TBP sub folders',
    },
    tbpFolderAdd: { method: 'POST', path: '/category/add', spec: 'part 2 §7: TBP folder paths' },
    tbpFolderEdit: { method: 'PUT', path: '/category/edit/:id', spec: 'part 2 §7: TBP folder paths' },
    tbpFolderDelete: { method: 'DELETE', path: '/category/delete/:id', spec: 'part 2 §7: TBP folder delete path' },
} as const satisfies Record<string, OpenPath>;

export type OpenPathKey = keyof typeof OPEN_PATHS;

export type OpenPathOverrides = Partial<Record<OpenPathKey, string>>;

const MAX_PATH = 500;

const isKey = (key: string): key is OpenPathKey => Object.hasOwn(OPEN_PATHS, key);

/** What is wrong with a path a deployer gave, or undefined: it must start with `/`, keep `:id` where the default has it. */
const pathProblem = (key: OpenPathKey, path: unknown): string | undefined => {
    if (typeof path !== 'string') return `paths.${key} must be text`;
    if (!path.startsWith('/') || path.length > MAX_PATH || /[?#\s]/.test(path))
        return `paths.${key} must be a path starting with "/", without a query, a fragment or spaces`;
    const wantsId = OPEN_PATHS[key].path.includes(':id');
    if (wantsId !== path.includes(':id'))
        return `paths.${key} must ${wantsId ? 'hold' : 'not hold'} ":id", where the record's id goes`;
    return undefined;
};

/** The overrides a config.json `paths` entry gives, and what is wrong with the others (each kept at its default). */
export const parseOpenPaths = (value: unknown): { paths: OpenPathOverrides; problems: string[] } => {
    if (value === undefined) return { paths: {}, problems: [] };
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return { paths: {}, problems: ['paths must be an object: {"sessionCheck": "/auth/me", …}'] };
    const paths: OpenPathOverrides = {};
    const problems: string[] = [];
    for (const [key, path] of Object.entries(value)) {
        if (!isKey(key)) {
            problems.push(`paths.${key.slice(0, 60)} is not an open path (${Object.keys(OPEN_PATHS).join(', ')})`);
            continue;
        }
        const problem = pathProblem(key, path);
        if (problem) problems.push(problem);
        else paths[key] = path as string;
    }
    return { paths, problems };
};

/** The open paths with these overrides over the defaults. */
export const resolveOpenPaths = (overrides: OpenPathOverrides = {}): Record<OpenPathKey, string> =>
    Object.fromEntries(
        Object.entries(OPEN_PATHS).map(([key, entry]) => [key, overrides[key as OpenPathKey] ?? entry.path]),
    ) as Record<OpenPathKey, string>;

let configured: OpenPathOverrides = {};

/** Sets the deployer's overrides (config.json, once it is read). */
export const configureOpenPaths = (overrides: OpenPathOverrides): void => {
    configured = { ...overrides };
};

/** The path an endpoint calls: the configured one for an open path, else its own. */
export const pathOf = (endpoint: { path: string; open?: OpenPathKey }): string =>
    endpoint.open ? (configured[endpoint.open] ?? endpoint.path) : endpoint.path;
