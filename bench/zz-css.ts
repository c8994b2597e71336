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
for (const [url, storage] of [['http://localhost:5481/event', consoleSession(api.token)], ['http://localhost:5482/#/event', MINIMAL_SESSION]] as const) {
  const browser = await launchBrowser(); const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await ctx.addInitScript({ content: `for (const [k,v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k,v);
    new MutationObserver((_, o) => { if (document.querySelector('tbody tr')) { o.disconnect(); const sheets=[...document.styleSheets]; window.__atRow = { rules: sheets.reduce((n, s) => n + s.cssRules.length, 0), chars: sheets.reduce((n, s) => n + [...s.cssRules].reduce((c, r) => c + r.cssText.length, 0), 0), els: document.getElementsByTagName('*').length }; } }).observe(document, { childList: true, subtree: true });` });
  const page = await ctx.newPage(); const cdp = await ctx.newCDPSession(page); await cdp.send('Network.enable'); await cdp.send('Network.setBlockedURLs', { urls: ['*/live'] });
  await page.goto(url); await page.locator('tbody tr').first().waitFor(); await page.waitForLoadState('networkidle');
  const atRow = await page.evaluate('window.__atRow');
  const settled = await page.evaluate(() => { const sheets=[...document.styleSheets]; return { rules: sheets.reduce((n, s) => n + s.cssRules.length, 0), els: document.getElementsByTagName('*').length }; });
  console.log(url, 'at first row', JSON.stringify(atRow), 'settled', JSON.stringify(settled));
  await browser.close();
}
await s1.close(); await s2.close(); await api.close(); ms.close(); process.exit(0);
