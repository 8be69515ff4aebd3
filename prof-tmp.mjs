import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:3300/'); await page.getByTestId('ad-card').first().waitFor();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:3300/tampa');
await page.getByTestId('ad-card').first().waitFor();
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const dt = new Map(); profile.samples.forEach((s, i) => dt.set(s, (dt.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byUrl = new Map(), byFn = new Map();
for (const n of profile.nodes) {
  const t = (dt.get(n.id) ?? 0) / 1000;
  const u = n.callFrame.url.replace(/.*\/assets\//, '') || n.callFrame.functionName || '(native)';
  byUrl.set(u, (byUrl.get(u) ?? 0) + t);
  const f = `${n.callFrame.functionName || '(anon)'} ${u}:${n.callFrame.lineNumber}`;
  byFn.set(f, (byFn.get(f) ?? 0) + t);
}
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms ${k}`).join('\n'));
console.log('--');
console.log([...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms ${k}`).join('\n'));
await browser.close();
