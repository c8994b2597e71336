// `npm ci` / `npm install` (the prepare script): point git at the repo's hooks in .githooks/ (commit-msg).
// Does nothing, quietly, outside a git checkout of this very folder (a tarball, a copy, a parent repo).
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = realpathSync(fileURLToPath(new URL('..', import.meta.url)));
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

const top = git('rev-parse', '--show-toplevel');
if (top.status === 0 && realpathSync(top.stdout.trim()) === root) {
    const set = git('config', 'core.hooksPath', '.githooks');
    if (set.status === 0) console.log('git hooks: .githooks (commit-msg checks the message)');
}
