import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Performance.enable');
const m = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
for (const path of ['/', '/tampa', '/search?q=car', '/tampa']) {
  const a = await m();
  await page.goto('http://127.0.0.1:3300' + path);
  await page.getByTestId('ad-card').first().waitFor();
  await page.waitForTimeout(1500);
  const b = await m();
  const d = (k) => b[k].toFixed(2);
  console.log(path, 'task', d('TaskDuration'), 'script', d('ScriptDuration'), 'layout', d('LayoutDuration'), 'style', d('RecalcStyleDuration'), 'nodes', b.Nodes, 'heap', (b.JSHeapUsedSize/1e6).toFixed(0));
}
await browser.close();
