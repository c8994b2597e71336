import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * json-server 0.17 runs on Express 4, which the project does not depend on
 * directly. Loading it through json-server keeps one Express in the process
 * (the one json-server's app and router are made of) whatever the install
 * layout, without adding a dependency that could drift from it.
 */
const requireFromHere = createRequire(import.meta.url);
const jsonServerEntry = requireFromHere.resolve('json-server');
const requireFromJsonServer = createRequire(jsonServerEntry);

export const express = requireFromJsonServer('express') as typeof import('express');

/** json-server's own static folder, so `defaults()` never serves the console's `public/` from the cwd. */
export const jsonServerPublicDir = join(dirname(jsonServerEntry), '..', '..', 'public');
