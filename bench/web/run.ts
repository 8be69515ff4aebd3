import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { benchMain } from '../bench-args';
import { buildWebAppIfStale } from '../build-app';
import { benchDatabasePlace, prepareBenchDatabase } from '../prepare-database';
import { formatLoadAverages, gitCommit, machineInfo, writeResults } from '../report';
import { type RunningServer, startServer } from '../server-process';
import { type LoadMeasure, measureLoad } from './measure-load';
import { findPages } from './pages';
import { CPU_SLOWDOWN, launchChromium, measureCpuSlowdown, NETWORKS } from './phone';
import { parseWebBenchArgs, WEB_BENCH_USAGE, type WebBenchArgs } from './web-args';
import {
  checkTargets,
  formatContentLines,
  formatTargets,
  formatWebTable,
  interactiveNote,
  summarise,
} from './web-report';

const log = (line: string) => console.log(line);
const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);

async function run(args: WebBenchArgs): Promise<void> {
  const built = await buildWebAppIfStale(log);
  const place = benchDatabasePlace(args.dataDir);
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const prepared = await prepareBenchDatabase(place, args.ads, log);
    // PAYMENTS=test: /pricing shows the plans, as on a site that takes payments (the server runs
    // with NODE_ENV=production, which otherwise sells nothing). GEOCODER_URL=off: nothing leaves the machine.
    server = await startServer({ ...place.serverEnv, PAYMENTS: 'test', GEOCODER_URL: 'off' });
    const pages = (await findPages(server.baseUrl)).filter((p) => !args.only || args.only.includes(p.name));
    browser = await launchChromium();
    log(
      `Chromium ${browser.version()}: 390 × 844 phone at 3×, CPU ${CPU_SLOWDOWN}× slower, network ${args.network}, ` +
        `a new context with the cache disabled for every load.`,
    );
    const cpuSlowdown = await measureCpuSlowdown(browser, `${server.baseUrl}/health`);
    log(`CPU slowdown measured on a fixed loop: ${cpuSlowdown.toFixed(1)}× (asked ${CPU_SLOWDOWN}×).`);
    const loadBefore = loadavg();
    log('Warming up the server: one load of each page, not counted ...');
    for (const page of pages) await measureLoad(browser, server.baseUrl, page, args.network);
    // Round after round of every page, so that a slow moment of the machine does not fall on one page.
    const runs = new Map<string, LoadMeasure[]>(pages.map((p) => [p.name, []]));
    for (let round = 1; round <= args.runs; round++) {
      for (const page of pages) {
        const m = await measureLoad(browser, server.baseUrl, page, args.network);
        runs.get(page.name)?.push(m);
        log(
          `  ${round}/${args.runs} ${page.name}: LCP ${seconds(m.lcp)}, content ${seconds(m.contentAt)}, ` +
            `script ${(m.scriptBytes / 1000).toFixed(0)} KB${m.timedOut ? ' (TIMED OUT)' : ''} (load ${loadavg()[0]?.toFixed(2)})`,
        );
      }
    }
    const loadAfter = loadavg();
    const summaries = pages.map((page) => summarise(page, runs.get(page.name) ?? []));
    const targets = checkTargets(summaries);
    log(`\nMedian of ${args.runs} runs per page (KB = 1,000 bytes as transferred):\n`);
    log(`${formatWebTable(summaries)}\n`);
    log(formatContentLines(summaries));
    log(interactiveNote(summaries));
    log(formatTargets(targets));
    log(formatLoadAverages(loadBefore, loadAfter));
    const failures = summaries.filter((s) => s.failedRuns > 0);
    if (failures.length > 0) {
      log(
        `FAILED loads (not settled within the time allowed, or no main content): ${failures.map((s) => s.page.name).join(', ')}`,
      );
      process.exitCode = 1;
    }
    const file = writeResults(
      {
        database: prepared.kind,
        date: new Date().toISOString(),
        commit: gitCommit(),
        machine: machineInfo(loadBefore, loadAfter),
        node: process.version,
        chromium: browser.version(),
        builtWebApp: built,
        ads: prepared.ads,
        approvedAds: prepared.approvedAds,
        seeded: prepared.seeded,
        phone: {
          viewport: '390x844',
          deviceScaleFactor: 3,
          cpuSlowdown: CPU_SLOWDOWN,
          cpuSlowdownMeasured: cpuSlowdown,
        },
        network: { name: args.network, conditions: NETWORKS[args.network] },
        runs: args.runs,
        pages: summaries,
        targets,
      },
      `web-${prepared.kind}`,
    );
    log(`Results written to ${file}`);
  } finally {
    await browser?.close();
    await server?.stop();
    place.remove();
  }
}

benchMain(parseWebBenchArgs, WEB_BENCH_USAGE, run);
