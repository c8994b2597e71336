/**
 * The API's own description for testers: `/openapi.json` (the OpenAPI 3.1 document, built once from the
 * routes as registered) and `/docs`, a reference page rendered by Swagger UI from the copy in node_modules
 * (no CDN: it works offline). Both answer callers on this machine only, like the other tester pages.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { route, type RouteDoc } from './routeDoc';

const OPENAPI_PATH = '/openapi.json';
const DOCS_PATH = '/docs';
const ASSETS = `${DOCS_PATH}/assets`;

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** No inline script: the API's CSP allows scripts from itself only. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Fake API reference</title>
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
<link rel="stylesheet" href="${DOCS_PATH}/reference.css">
</head>
<body>
<div id="reference"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/start.js"></script>
</body>
</html>
`;

/**
 * `validatorUrl: null`: Swagger UI would otherwise send the document to an online validator. `deepLinking: false`:
 * its deep links are links inside each operation's summary button (nested controls a screen reader cannot reach).
 * Its server picker has a caption but no label: it is named once drawn.
 */
const START = `window.ui = SwaggerUIBundle({
    url: '${OPENAPI_PATH}',
    dom_id: '#reference',
    deepLinking: false,
    validatorUrl: null,
    tryItOutEnabled: false,
    docExpansion: 'list',
});
const nameServers = () => {
    const servers = document.getElementById('servers');
    if (servers && !servers.hasAttribute('aria-label')) servers.setAttribute('aria-label', 'Servers');
};
new MutationObserver(nameServers).observe(document.getElementById('reference'), { childList: true, subtree: true });
`;

/**
 * Swagger UI's colours made AA (4.5:1 for text): its own method badges, version badges, document link and
 * Authorize button fall short of it. Each badge keeps its method's hue, darker, under white text.
 */
const STYLE = `.swagger-ui .info .title small { background: #5b6270; }
.swagger-ui .info .title small.version-stamp { background: #3d6b00; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1f5fa8; }
.swagger-ui .btn.authorize { color: #17754b; border-color: #17754b; }
.swagger-ui .btn.authorize svg { fill: #17754b; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1565c0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b7a4f; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a65a00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #00796b; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c62828; }
.swagger-ui .opblock.opblock-head .opblock-summary-method { background: #7b1fa2; }
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #0d5aa7; }
`;

export const registerApiReference = (
    app: Express,
    testersOnly: RequestHandler,
    document: () => unknown,
): RouteDoc[] => {
    let built: unknown;
    app.get(OPENAPI_PATH, testersOnly, (_req, res) => {
        built ??= document();
        res.json(built);
    });
    app.get(DOCS_PATH, testersOnly, (_req, res) => {
        res.type('html').send(PAGE);
    });
    app.get(`${DOCS_PATH}/start.js`, testersOnly, (_req, res) => {
        res.type('js').send(START);
    });
    app.get(`${DOCS_PATH}/reference.css`, testersOnly, (_req, res) => {
        res.type('css').send(STYLE);
    });
    app.use(ASSETS, testersOnly, express.static(swaggerUiDir, { index: false, fallthrough: false }));
    const tag = 'reference';
    return [
        route(`GET ${OPENAPI_PATH}`, {
            summary: 'This document (OpenAPI 3.1)',
            tag,
            access: 'testers',
            answer: 'plain',
        }),
        route(`GET ${DOCS_PATH}`, { summary: 'The reference page', tag, access: 'testers', answer: 'file' }),
    ];
};
