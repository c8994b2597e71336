import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { consoleSession, serveBuild, startConsoleApi, launchBrowser } from './kit/apps';
const root = resolve(import.meta.dirname, '..');
const dir = await mkdtemp(join(tmpdir(), 'hm-'));
const api = await startConsoleApi(dir, 3311, 5481);
const s1 = await serveBuild(root, process.argv[2], 5481);
const browser = await launchBrowser(); const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await ctx.addInitScript({ content: `for (const [k,v] of Object.entries(${JSON.stringify(consoleSession(api.token))})) localStorage.setItem(k,v);
  new MutationObserver((_, o) => { if (document.querySelector('tbody tr')) { o.disconnect(); window.__row = performance.now(); } }).observe(document, { childList: true, subtree: true });` });
const page = await ctx.newPage(); const cdp = await ctx.newCDPSession(page); await cdp.send('Network.enable'); await cdp.send('Network.setBlockedURLs', { urls: ['*/live'] });
await page.goto('http://localhost:5481/event'); await page.locator('tbody tr').first().waitFor(); await page.waitForLoadState('networkidle');
for (let i = 0; i < 3; i++) {
  await page.reload(); await page.locator('tbody tr').first().waitFor(); await page.waitForLoadState('networkidle');
  const t = await page.evaluate(() => ({ row: (window as any).__row, marks: performance.getEntriesByType('mark').map(m => `${m.name}@${m.startTime.toFixed(0)}`), res: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(e => `${e.startTime.toFixed(0).padStart(5)}-${e.responseEnd.toFixed(0).padStart(5)} ${e.transferSize > 0 ? 'net' : 'cache'} ${e.name.replace(/^.*\/\/[^/]+/, '')}`), nav: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd }));
  console.log('row', t.row.toFixed(0), 'dcl', t.nav.toFixed(0), t.marks.join(' ')); if (i === 2) console.log(t.res.join('\n'));
}
await browser.close(); await s1.close(); await api.close(); process.exit(0);
