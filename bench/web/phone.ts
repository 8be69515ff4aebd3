import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium';
import { spin } from './in-page';
import { type NetworkLog, recordNetwork } from './network-log';

/** The phone every page is loaded on: a 390 × 844 screen at 3× (an iPhone 12-15's), touch, in Ukrainian. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'uk-UA',
};

/** Its CPU: DevTools' 4× slowdown, as Lighthouse's mobile runs use for a mid-range phone. */
export const CPU_SLOWDOWN = 4;

/**
 * `--network 4g`: Lighthouse's slow 4G as DevTools applies it (150 ms round trip × 3.75,
 * 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up). Without it, loopback at full speed.
 */
export const NETWORKS = {
  loopback: null,
  '4g': {
    latency: 562.5,
    downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
    uploadThroughput: (750 * 0.9 * 1024) / 8,
  },
} as const;
export type NetworkName = keyof typeof NETWORKS;

export const launchChromium = () => chromium.launch(CHROMIUM_LAUNCH);

/** Chrome for Android's user agent, with this Chromium's major version. */
const mobileUserAgent = (browser: Browser) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version().split('.')[0]}.0.0.0 Mobile Safari/537.36`;

export interface PhoneTab {
  page: Page;
  network: NetworkLog;
  close(): Promise<void>;
}

/**
 * A fresh phone for one load: a new browser context (its own empty cache, cookies and storage) with
 * the HTTP cache disabled as well, the CPU slowed down and the network throttled (if asked) through
 * DevTools before anything is loaded, and its requests recorded.
 */
export async function phoneTab(browser: Browser, networkName: NetworkName): Promise<PhoneTab> {
  const context = await browser.newContext({ ...PHONE, userAgent: mobileUserAgent(browser) });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const conditions = NETWORKS[networkName];
  if (conditions) await session.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  return { page, network: recordNetwork(session), close: () => context.close() };
}

/**
 * The CPU slowdown a phone tab really gets (set before its navigation, which moves the page to
 * another renderer process): the same loop on `url` in a phone tab and in a plain one, the fastest
 * of five each (the least disturbed by the rest of the machine) divided.
 */
export async function measureCpuSlowdown(browser: Browser, url: string): Promise<number> {
  const loopMs = async (page: Page) => {
    await page.goto(url);
    return Math.min(...(await page.evaluate(spin)));
  };
  const plain = await browser.newContext();
  const plainMs = await loopMs(await plain.newPage()).finally(() => plain.close());
  const tab = await phoneTab(browser, 'loopback');
  return (await loopMs(tab.page).finally(() => tab.close())) / plainMs;
}
