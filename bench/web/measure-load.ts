import type { Browser } from 'playwright-core';
import { installProbe, NAME_HELPER, type PageVitals, readProbe, readVitals } from './in-page';
import type { WebPage } from './pages';
import { type NetworkName, phoneTab } from './phone';

/** The page has settled once the main content shows and neither network nor main thread has been busy for this long. */
const QUIET_MS = 1000;
const POLL_MS = 250;

/** One load's figures: the page's vitals (ms from the start of the navigation) and what it transferred. */
export interface LoadMeasure extends Omit<PageVitals, 'responseEnds'> {
  /** Bytes transferred (headers and bodies as sent): scripts, scripts complete before the content showed, everything. */
  scriptBytes: number;
  scriptBytesBeforeContent: number | null;
  totalBytes: number;
  /** The scripts' bodies decoded (what the phone parses and compiles). */
  scriptBytesDecoded: number;
  requests: number;
  /** The later of the content showing and the app's `hromada:interactive` mark (when it sets one). */
  interactive: number | null;
  /** The page did not settle in time (or the content never showed). */
  timedOut: boolean;
  /** Each script's path and bytes transferred, largest first. */
  scripts: { path: string; bytes: number }[];
}

/**
 * One cold load of `page` on a fresh phone tab: navigate, wait until the page settles (polling the
 * network log and the in-page probe), then read its vitals and what it transferred.
 */
export async function measureLoad(
  browser: Browser,
  baseUrl: string,
  page: WebPage,
  networkName: NetworkName,
): Promise<LoadMeasure> {
  const tab = await phoneTab(browser, networkName);
  const timeoutMs = networkName === 'loopback' ? 30_000 : 90_000;
  try {
    await tab.page.addInitScript({ content: NAME_HELPER });
    await tab.page.addInitScript(installProbe, page.content);
    await tab.page.goto(`${baseUrl}${page.path}`, { waitUntil: 'commit', timeout: timeoutMs });
    const deadline = Date.now() + timeoutMs;
    let timedOut = false;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      // null while the document is being replaced (a redirect): not settled.
      const probe = await tab.page.evaluate(readProbe).catch(() => null);
      const settled =
        probe !== null &&
        probe.contentAt !== null &&
        tab.network.quietMs() >= QUIET_MS &&
        probe.mainThreadQuietMs >= QUIET_MS;
      if (settled) break;
      if (Date.now() > deadline) {
        timedOut = true;
        break;
      }
    }
    const vitals = await tab.page.evaluate(readVitals);
    const requests = tab.network.requests();
    const scripts = requests.filter((r) => r.type === 'Script');
    const sum = (some: typeof requests, bytes: (r: (typeof requests)[number]) => number) =>
      some.reduce((total, r) => total + bytes(r), 0);
    // A script without a resource timing counts as complete before the content: against the budget.
    const before = (url: string) =>
      vitals.contentAt !== null && (vitals.responseEnds[url] ?? 0) <= vitals.contentAt;
    const { responseEnds: _, ...times } = vitals;
    return {
      scriptBytes: sum(scripts, (r) => r.encodedBytes),
      scriptBytesBeforeContent:
        vitals.contentAt === null
          ? null
          : sum(
              scripts.filter((r) => before(r.url)),
              (r) => r.encodedBytes,
            ),
      totalBytes: sum(requests, (r) => r.encodedBytes),
      scriptBytesDecoded: sum(scripts, (r) => r.decodedBytes),
      requests: tab.network.sent(),
      ...times,
      interactive: vitals.contentAt === null ? null : Math.max(vitals.contentAt, vitals.interactiveMark ?? 0),
      timedOut,
      scripts: scripts
        .map((r) => ({ path: new URL(r.url).pathname, bytes: r.encodedBytes }))
        .sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await tab.close();
  }
}
