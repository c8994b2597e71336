/**
 * The layers of the console (docs/architecture.md, "Layers"), checked by `npm test`:
 * dependencies flow one way, top to bottom, and there are no import circles, type-only ones included.
 *
 *   App, boot, consoleScreens     routes and the first load, from the screen registry
 *   layout                        app bar, menus, palette, drawer: read the registry, import no screen
 *   resources, pages, demos       the screens; each declares its registry entry
 *   screens                       the registry: knows no screen's code
 *   schema                        the engine: gets frame parts, messages, locale and data provider from above
 *   ui                            hand-drawn copies of MUI/react-admin parts: React, MUI and react-admin only
 *   dataProvider, authProvider    the API's client
 */
const above = (...dirs) => `^src/(${dirs.join('|')})(/|\\.tsx?$)`;
const APP = ['App', 'main', 'boot', 'consoleScreens', 'providers', 'SessionGuard'];
/** An entity's own fake-API routes (`server.ts`) and their helpers (`*.server.ts`): run by the fake API only. */
const ENTITY_SERVER = '^src/resources/[^/]+/(server|[^/]+\\.server)\\.ts$';
/** The shared core: src/shared and an entity's declaration (`schema.ts`, `entity.ts`, `*.shared.ts`). */
const SHARED = ['^src/shared/', '^src/resources/[^/]+/(schema|entity|[^/]+\\.shared)\\.ts$'];
/** The fake API's code inside the entity folders: its routes and its seed rows. */
const ENTITY_API = '^src/resources/[^/]+/(server|fixtures|[^/]+\\.(server|fixtures))\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
    forbidden: [
        {
            name: 'no-circular',
            severity: 'error',
            comment: 'An import circle (type-only ones too) ties modules that should layer.',
            from: {},
            to: { circular: true },
        },
        {
            name: 'engine-stays-below',
            severity: 'error',
            comment: 'The engine (src/schema) receives what it needs through props, context or registration.',
            from: { path: '^src/schema/' },
            to: {
                path: above(
                    ...APP,
                    'layout',
                    'pages',
                    'resources',
                    'demos',
                    'screens',
                    'dataProvider',
                    'authProvider',
                    'i18n',
                ),
            },
        },
        {
            name: 'ui-kit-at-the-bottom',
            severity: 'error',
            comment: 'The UI kit (src/ui) copies library parts: it imports React, MUI, react-admin and itself only.',
            from: { path: '^src/ui/' },
            to: { path: '^src/(?!ui/)' },
        },
        {
            name: 'registry-knows-no-screen',
            severity: 'error',
            comment: 'The screen registry is below the screens: they register, it imports none of them.',
            from: { path: '^src/screens/' },
            to: {
                path: above(...APP, 'layout', 'pages', 'resources', 'demos', 'dataProvider', 'authProvider', 'i18n'),
            },
        },
        {
            name: 'screens-stay-below-the-app',
            severity: 'error',
            comment: 'Entities and demos never import the boot code, the pages or the layout.',
            from: { path: '^src/(resources|demos)/' },
            to: { path: above(...APP, 'layout', 'pages') },
        },
        {
            name: 'demos-stay-apart',
            severity: 'error',
            comment: 'Demos run on local sample data: no data provider, no entity.',
            from: { path: '^src/demos/' },
            to: { path: above('resources', 'dataProvider') },
        },
        {
            name: 'layout-imports-no-screen',
            severity: 'error',
            comment: 'The layout reads the registry; it never imports a page, a demo or the boot code.',
            from: { path: '^src/layout/' },
            to: { path: above(...APP, 'pages', 'demos') },
        },
        {
            name: 'pages-below-the-app',
            severity: 'error',
            from: { path: '^src/pages/' },
            to: { path: above(...APP, 'demos') },
        },
        {
            name: 'api-client-below-the-screens',
            severity: 'error',
            comment: 'The data and auth providers know declarations and endpoints, not screens.',
            from: { path: '^src/(dataProvider|authProvider)/' },
            to: { path: above(...APP, 'layout', 'pages', 'resources', 'demos', 'screens', 'i18n') },
        },
        {
            name: 'shared-core-imports-neither-runtime',
            severity: 'error',
            comment: 'The shared core runs in the console and the fake API: it imports only itself and pure packages.',
            from: { path: SHARED },
            to: { path: '^(src|server)/', pathNot: SHARED },
        },
        {
            name: 'shared-core-uses-no-node',
            severity: 'error',
            comment: "Node's modules are the fake API's alone; the shared core also runs in the browser.",
            from: { path: SHARED },
            to: { dependencyTypes: ['core'] },
        },
        {
            name: 'fake-api-never-imports-browser-code',
            severity: 'error',
            comment: 'The fake API imports the shared core and its own code, never a screen, a provider or a text.',
            from: { path: ['^server/', ENTITY_API] },
            to: { path: '^src/', pathNot: [...SHARED, ENTITY_API] },
        },
        {
            name: 'browser-never-imports-server-code',
            severity: 'error',
            comment: "The console's bundle holds no fake-API code: an entity's server.ts is the fake API's alone.",
            from: { path: '^src/', pathNot: ENTITY_API },
            to: { path: ['^server/', ENTITY_API] },
        },
        {
            name: 'server-core-names-no-entity',
            severity: 'error',
            comment:
                "The fake API finds the entities' routes by scanning their folders (server/routes/entityRoutes.ts).",
            from: { path: '^server/' },
            to: { path: ENTITY_SERVER },
        },
        {
            name: 'server-never-imports-react',
            severity: 'error',
            comment: 'The fake API imports declarations and rules (pure data), never React code.',
            from: { path: ['^server/', ENTITY_SERVER] },
            to: {
                path: ['\\.tsx$', '^node_modules/(react|react-dom|react-admin|ra-[^/]+|@mui/[^/]+|react-router[^/]*)/'],
                reachable: true,
            },
        },
        {
            name: 'not-to-tests',
            severity: 'error',
            from: { path: '^(src|server)/' },
            to: { path: '^tests/' },
        },
    ],
    options: {
        doNotFollow: { path: 'node_modules' },
        exclude: { path: '^src/vendor/' },
        // Type-only imports count: a circle of types is still a circle.
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        enhancedResolveOptions: {
            exportsFields: ['exports'],
            conditionNames: ['import', 'require', 'node', 'default', 'types'],
        },
        reporterOptions: { text: { highlightFocused: true } },
    },
};
