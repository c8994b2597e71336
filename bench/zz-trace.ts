import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import jsonServer from 'json-server';
import { consoleSession, MINIMAL_SESSION, minimalEvents, serveBuild, startConsoleApi, launchBrowser } from './kit/apps';
const root = resolve(import.meta.dirname, '..');
const dir = await mkdtemp(join(tmpdir(), 'hm-'));
const api = await startConsoleApi(dir, 3311, 5481);
const m = jsonServer.create(); m.use(jsonServer.defaults({ logger: false, noGzip: true })); m.use(jsonServer.router({ event: minimalEvents(1000) }));
const ms = createServer(m); await new Promise<void>(r => ms.listen(3312, () => r()));
const s1 = await serveBuild(root, process.argv[2], 5481); const s2 = await serveBuild(root, '/tmp/hm/minimal', 5482);
const COLD = process.env.COLD === '1';
for (const [name, url, storage] of [['console', 'http://localhost:5481/event', consoleSession(api.token)], ['minimal', 'http://localhost:5482/#/event', MINIMAL_SESSION]] as const) {
  const agg = new Map<string, number>(); const byUrl = new Map<string, number>(); let rowSum = 0; const N = Number(process.env.N ?? 3);
  for (let run = 0; run < N; run++) {
  const browser = await launchBrowser(); const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await ctx.addInitScript({ content: `for (const [k,v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k,v);
    const of = window.fetch; window.fetch = function (...a) { const u = String(a[0]?.url ?? a[0]).split('?')[0].split('/').slice(3).join('/'); return of.apply(this, a).then(r => { performance.mark('resp ' + u); const oj = r.json.bind(r); r.json = () => oj().then(v => { performance.mark('json ' + u); return v; }); return r; }); };
    new MutationObserver((_, o) => { if (document.querySelector('tbody tr')) { o.disconnect(); performance.mark('zz-row'); } }).observe(document, { childList: true, subtree: true });` });
  const page = await ctx.newPage(); page.on('pageerror', e => console.log('PAGEERR', e.message)); page.on('console', m => m.type() === 'error' && console.log('CONSOLE', m.text())); const cdp = await ctx.newCDPSession(page); await cdp.send('Network.enable'); await cdp.send('Network.setBlockedURLs', { urls: ['*/live'] });
  if (!COLD) { await page.goto(url); await page.locator('tbody tr').first().waitFor(); await page.waitForLoadState('networkidle'); }
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', e => events.push(...e.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,blink.user_timing,disabled-by-default-devtools.timeline,v8', transferMode: 'ReportEvents' });
  if (COLD) await page.goto(url); else await page.reload();
  await page.locator('tbody tr').first().waitFor();
  const done = new Promise(r => cdp.once('Tracing.tracingComplete', r)); await cdp.send('Tracing.end'); await done;
  const mark = events.find(e => e.name === 'zz-row'); const nav = events.find(e => e.name === 'navigationStart' || e.name === 'NavigationStart') ?? events.find(e => e.name === 'TracingStartedInBrowser');
  const main = events.find(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some(x => x.pid === e.pid && x.name === 'zz-row'));
  const t0 = events.filter(e => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').reduce((a, e) => Math.min(a, e.ts), Infinity);
  rowSum += (mark.ts - t0) / 1000;
  // top-level complete events on the main thread before the row
  const top = events.filter(e => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts < mark.ts && e.dur).sort((a, b) => a.ts - b.ts);
  let end = 0;
  for (const e of top) { if (e.ts >= end) { if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') { agg.set(e.name, (agg.get(e.name) ?? 0) + e.dur / 1000 / N); } else { end = e.ts + e.dur; agg.set('task', (agg.get('task') ?? 0) + e.dur / 1000 / N); } } }
  for (const e of top) if (['v8.compileModule', 'v8.evaluateModule', 'EvaluateScript', 'v8.compile', 'FunctionCall', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'v8.produceModuleCache','v8.deserializeOnBackground','CompileScript','V8.GC_SCAVENGER','MajorGC','MinorGC', 'ParseAuthorStyleSheet'].includes(e.name)) { const u = (e.args?.data?.url ?? e.args?.url ?? e.args?.fileName ?? '').replace(/^.*\//, ''); const k = `${e.name} ${e.name.startsWith('v8.') || e.name === 'EvaluateScript' ? u : ''}`; byUrl.set(k, (byUrl.get(k) ?? 0) + e.dur / 1000 / N); }
  if (process.env.TL && run === 0) {
    const rel = (ts: number) => ((ts - t0) / 1000).toFixed(0).padStart(5);
    const all = events.filter(e => e.pid === main.pid && e.ts < mark.ts + 1000).sort((a, b) => a.ts - b.ts);
    for (const e of all) {
      if (e.tid === main.tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 2000) {
        const inner = all.filter(x => x.tid === main.tid && x.ts >= e.ts && x.ts < e.ts + e.dur && x.ph === 'X' && x !== e && x.dur > 1000 && ['FunctionCall','v8.evaluateModule','EvaluateScript','TimerFire','FireAnimationFrame','EventDispatch','UpdateLayoutTree','Layout','Paint','v8.produceModuleCache','ParseHTML','MinorGC','MajorGC'].includes(x.name)).slice(0, 4).map(x => `${x.name}${x.args?.data?.url ? ':' + x.args.data.url.replace(/^.*\//, '') : ''}${x.args?.data?.functionName ? ':' + x.args.data.functionName : ''}(${(x.dur / 1000).toFixed(0)})`);
        console.log(`${rel(e.ts)}-${rel(e.ts + e.dur)} task ${inner.join(' ')}`);
      }
      if (e.name === 'ResourceReceiveResponse' || e.name === 'ResourceFinish') { const u = events.find(x => x.name === 'ResourceSendRequest' && x.args?.data?.requestId === e.args?.data?.requestId)?.args?.data?.url ?? ''; if (!u.includes('/assets/')) console.log(`${rel(e.ts)} ${e.name} ${u.replace(/^.*\/\/[^/]+/, '')}`); }
      if (e.name === 'zz-row') console.log(`${rel(e.ts)} ROW`);
      if (e.ph === 'R' || (e.cat ?? '').includes('user_timing')) if (String(e.name).startsWith('resp') || String(e.name).startsWith('json')) console.log(`${rel(e.ts)} ${e.name}`);
    }
  }
  await browser.close();
  }
  console.log(`== ${name}: row at ${(rowSum / N).toFixed(0)} ms after trace start`);
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n'));
}
await s1.close(); await s2.close(); await api.close(); ms.close(); process.exit(0);
