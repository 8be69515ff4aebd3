import { loadavg } from 'node:os';
import { abuseRun, formatAbuseRow } from './abuse/abuse-run';
import { type AlertsRow, alertsRun, formatAlertsRow } from './alerts-run';
import { BENCH_USAGE, type BenchArgs, benchMain, parseBenchArgs } from './bench-args';
import { buildWebAppIfStale } from './build-app';
import { processCpuMs } from './cpu';
import { getJson, slugs } from './fetch-json';
import { check, drain, load } from './load';
import { serverMemory, serverProcesses } from './memory';
import { benchDatabasePlace, prepareBenchDatabase } from './prepare-database';
import {
  failed,
  formatLoadAverages,
  formatTable,
  gitCommit,
  machineInfo,
  type ScenarioResult,
  writeResults,
} from './report';
import {
  cityCategoryPages,
  eventScenarios,
  HEALTH,
  listingScenarios,
  pageScenarios,
  type Scenario,
  searchScenarios,
  visitorScenarios,
} from './scenarios';
import { type RunningServer, startServer } from './server-process';

const log = (line: string) => console.log(line);
const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';

async function run(args: BenchArgs): Promise<void> {
  const place = benchDatabasePlace(args.dataDir);
  const { databaseUrl, dataDir } = place;
  let server: RunningServer | undefined;
  try {
    // The page rows render with the built app (dist-ssr), as a production server does.
    await buildWebAppIfStale(log);
    const prepared = await prepareBenchDatabase(place, args.ads, log);
    const loadBefore = loadavg();
    // TRUST_PROXY: each request names another visitor in X-Forwarded-For, so the real per-visitor
    // rate limits are checked on every request without any visitor reaching one.
    const env = { ...place.serverEnv, TRUST_PROXY: 'true' };
    const results: ScenarioResult[] = [];

    server = await startServer(env);
    const memory: Record<string, { appMb: number; databaseMb: number }> = {};
    memory.idleAfterStart = await idleMemory(server);
    const firstPage = await getJson<{ items?: { id: string }[]; nextCursor?: string | null }>(
      `${server.baseUrl}/api/v1/ads?limit=24`,
    );
    const adId = firstPage.items?.[0]?.id;
    if (!adId || !firstPage.nextCursor) throw new Error('GET /api/v1/ads gave no ads or no next page');
    const cities = await slugs(`${server.baseUrl}/api/v1/cities`);
    const site = {
      cities,
      categories: await slugs(`${server.baseUrl}/api/v1/categories`),
      adIds: prepared.sampleAdIds,
    };
    const cached = [
      ...listingScenarios({ adId, nextCursor: firstPage.nextCursor }),
      ...visitorScenarios(site),
      ...pageScenarios(site),
      ...searchScenarios(cities),
      ...eventScenarios(),
    ];
    results.push(...(await measure(server, 'caches on', chosen(cached, args), args)));
    memory.idleAfterLoad = await idleMemory(server);
    const abuse = wantsAbuseRun(args)
      ? await abuseRun({
          server,
          databaseUrl,
          dataDir,
          listingPaths: cityCategoryPages(site),
          seconds: args.durationSeconds,
          connections: args.connections,
          log,
        })
      : [];
    await server.stop();

    // The same questions again, each answered by the database (SEARCH_CACHE_SECONDS=0), and the same
    // pages, each rendered for its visitor (SSR_CACHE_SECONDS=0).
    const uncached = chosen(
      [...searchScenarios(cities, ', no cache'), ...pageScenarios(site, ', no cache')],
      args,
    );
    if (uncached.length > 0) {
      server = await startServer({ ...env, SEARCH_CACHE_SECONDS: '0', SSR_CACHE_SECONDS: '0' });
      results.push(...(await measure(server, 'caches off', uncached, args)));
      await server.stop();
    }
    // The saved-search alerts job, outside HTTP, once no server is running beside it.
    const alerts: AlertsRow | null = wantsAlertsRun(args) ? await alertsRun(place, log) : null;
    const loadAfter = loadavg();

    log(`\n${formatTable(results)}\n`);
    for (const row of abuse) log(formatAbuseRow(row));
    if (alerts) log(formatAlertsRow(alerts));
    for (const [when, m] of Object.entries(memory))
      log(`Memory (${when}, proportional set size): app ${m.appMb} MB + database ${m.databaseMb} MB.`);
    log(formatLoadAverages(loadBefore, loadAfter));
    const failures = results.filter(failed);
    if (failures.length > 0) {
      log(`FAILED measurements (non-2xx answers or errors): ${failures.map((r) => r.name).join('; ')}`);
      process.exitCode = 1;
    }
    const file = writeResults({
      database: prepared.kind,
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine: machineInfo(loadBefore, loadAfter),
      node: process.version,
      ads: prepared.ads,
      approvedAds: prepared.approvedAds,
      seeded: prepared.seeded,
      memory,
      abuse,
      alerts,
      durationSeconds: args.durationSeconds,
      connections: args.connections,
      acceptEncoding: args.acceptEncoding ?? null,
      results,
    });
    log(`Results written to ${file}`);
  } finally {
    await server?.stop();
    place.remove();
  }
}

/** The alerts run (alerts-run.ts) comes with the whole bench, or with `--only alerts`. */
const wantsAlertsRun = ({ only }: BenchArgs) => !only || 'alerts'.includes(only);

/** The abuse run (abuse/abuse-run.ts) comes with the whole bench, or alone with `--only abuse`. */
const wantsAbuseRun = ({ only }: BenchArgs) => !only || 'abuse'.includes(only);

const chosen = (scenarios: Scenario[], { only }: BenchArgs) =>
  scenarios.filter((s) => !only || s.name.includes(only));

/** Checks each endpoint answers, warms up (2 s over all), then loads each in turn; /health first. */
async function measure(
  server: RunningServer,
  label: ScenarioResult['server'],
  some: Scenario[],
  args: BenchArgs,
): Promise<ScenarioResult[]> {
  const scenarios = [HEALTH, ...some];
  for (const s of scenarios) await check(server.baseUrl, s);
  log(
    `\n${label}: warming up (2 s), then ${args.durationSeconds} s per endpoint with ${args.connections} connections` +
      (args.acceptEncoding ? `, Accept-Encoding: ${args.acceptEncoding}.` : '.'),
  );
  const headers: Record<string, string> = args.acceptEncoding
    ? { 'accept-encoding': args.acceptEncoding }
    : {};
  for (const s of scenarios) {
    await load(server.baseUrl, s.paths, 2 / scenarios.length, args.connections, headers);
    await drain(server.baseUrl, s);
  }
  const results: ScenarioResult[] = [];
  let health = Number.NaN;
  for (const s of scenarios) {
    // The server process and its workers, if any (WEB_CONCURRENCY).
    const appCpuMs = () => serverProcesses(server.pid).app.reduce((sum, pid) => sum + processCpuMs(pid), 0);
    const cpuBefore = appCpuMs();
    const result = await load(server.baseUrl, s.paths, args.durationSeconds, args.connections, headers);
    const appCpuMsPerAnswer = (appCpuMs() - cpuBefore) / result.requests;
    await drain(server.baseUrl, s);
    if (s === HEALTH) health = result.requestsPerSecond;
    const asked = { name: s.name, path: s.paths[0] ?? '', distinctPaths: s.paths.length };
    results.push({
      ...asked,
      server: label,
      ...result,
      appCpuMsPerAnswer,
      healthRatio: result.requestsPerSecond / health,
    });
    log(
      `  ${s.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.latencyMs.p99} ms (load ${load1()})`,
    );
  }
  return results;
}

/** Memory once the server has been quiet for a few seconds (Linux). */
async function idleMemory(server: RunningServer) {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const memory = serverMemory(server.pid);
  log(`Idle memory: app ${memory.appMb} MB + database ${memory.databaseMb} MB.`);
  return memory;
}

benchMain(parseBenchArgs, BENCH_USAGE, run);
