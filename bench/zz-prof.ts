import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { consoleSession, serveBuild, startConsoleApi, launchBrowser } from './kit/apps';
const root = resolve(import.meta.dirname, '..');
const out = process.argv[2];
const RUNS = Number(process.env.N ?? 3);
const dir = await mkdtemp(join(tmpdir(), 'hm-'));
const api = await startConsoleApi(dir, 3311, 5481);
const server = await serveBuild(root, out, 5481);
const maps = new Map<string, TraceMap | null>();
const mapFor = async (file: string) => { if (!maps.has(file)) { try { maps.set(file, new TraceMap(await readFile(join(out, 'assets', file + '.map'), 'utf8'))); } catch { maps.set(file, null); } } return maps.get(file); };
const self = new Map<string, number>(); const selfFn = new Map<string, number>();
for (let run = 0; run < RUNS; run++) {
  const browser = await launchBrowser();
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await ctx.addInitScript({ content: `for (const [k,v] of Object.entries(${JSON.stringify(consoleSession(api.token))})) localStorage.setItem(k,v);` });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable'); await cdp.send('Network.setBlockedURLs', { urls: ['*/live'] });
  await page.goto('http://localhost:5481/event'); await page.locator('tbody tr').first().waitFor(); await page.waitForLoadState('networkidle');
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
  await page.reload({ waitUntil: 'commit' }); await page.locator('tbody tr').first().waitFor();
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map<number, number>();
  profile.samples!.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
  for (const node of profile.nodes) {
    const t = (dt.get(node.id) ?? 0) / 1000; if (!t) continue;
    const cf = node.callFrame; let key = cf.functionName || '(anon)';
    let src = cf.url ? cf.url.replace(/^.*\//, '') : key;
    const m = cf.url.match(/\/assets\/(.+\.js)$/);
    if (m) { const map = await mapFor(m[1]); if (map && cf.lineNumber >= 0) { const o = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber }); src = (o.source ?? '?').replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/'); key = `${o.name ?? cf.functionName} ${src}:${o.line}`; } }
    self.set(src, (self.get(src) ?? 0) + t / RUNS); selfFn.set(key, (selfFn.get(key) ?? 0) + t / RUNS);
  }
  await browser.close();
}
const pkg = new Map<string, number>();
for (const [f, n] of self) { const k = f.startsWith('nm/') ? f.split('/').slice(0, f.startsWith('nm/@') ? 3 : 2).join('/') : f.startsWith('src/') ? f.split('/').slice(0, 3).join('/') : f; pkg.set(k, (pkg.get(k) ?? 0) + n); }
console.log([...pkg].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, n]) => `${n.toFixed(1).padStart(7)} ${k}`).join('\n'));
console.log('---- src files');
console.log([...self].filter(([f]) => f.startsWith('src/')).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, n]) => `${n.toFixed(1).padStart(7)} ${k}`).join('\n'));
console.log('---- functions');
console.log([...selfFn].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, n]) => `${n.toFixed(1).padStart(7)} ${k}`).join('\n'));
await server.close(); await api.close(); process.exit(0);
