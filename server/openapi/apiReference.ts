/**
 * The API's own description for testers: `/openapi.json` (the OpenAPI 3.1 document, built once from the
 * routes as registered) and `/docs`, a reference page rendered by Swagger UI from the copy in node_modules
 * (no CDN: it works offline). Both answer callers on this machine only, like the other tester pages.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Express, RequestHandler } from 'express';
import { express } from '../express';
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
</head>
<body>
<div id="reference"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/start.js"></script>
</body>
</html>
`;

/** `validatorUrl: null`: Swagger UI would otherwise send the document to an online validator. */
const START = `window.ui = SwaggerUIBundle({
    url: '${OPENAPI_PATH}',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    docExpansion: 'list',
});
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
