import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { abuseRun, formatAbuseRow } from './abuse/abuse-run';
import { BENCH_USAGE, type BenchArgs, BenchUsageError, parseBenchArgs } from './bench-args';
import { processCpuMs } from './cpu';
import { check, drain, load } from './load';
import { serverMemory } from './memory';
import { prepareDatabase } from './prepare-database';
import { failed, formatTable, type ScenarioResult, writeResults } from './report';
import {
  cityCategoryPages,
  eventScenarios,
  HEALTH,
  listingScenarios,
  type Scenario,
  searchScenarios,
  visitorScenarios,
} from './scenarios';
import { type RunningServer, startServer } from './server-process';

const log = (line: string) => console.log(line);
const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';

async function run(args: BenchArgs): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const temporary = !args.dataDir;
  const dataDir = args.dataDir ? resolve(args.dataDir) : mkdtempSync(join(tmpdir(), 'hromada-bench-'));
  // Run as root, the embedded database runs as `postgres`, which must reach its folder.
  if (temporary) chmodSync(dataDir, 0o755);
  let server: RunningServer | undefined;
  try {
    log(
      `Preparing ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : `the embedded PostgreSQL in ${dataDir}`} ...`,
    );
    const prepared = await prepareDatabase({ databaseUrl, dataDir, targetAds: args.ads, log });
    log(`Database: ${prepared.ads} ads (${prepared.approvedAds} approved).`);
    const loadBefore = loadavg();
    // TRUST_PROXY: each request names another visitor in X-Forwarded-For, so the real per-visitor
    // rate limits are checked on every request without any visitor reaching one.
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
    };
    const results: ScenarioResult[] = [];

    server = await startServer(env);
    const memory: Record<string, { appMb: number; databaseMb: number }> = {};
    memory.idleAfterStart = await idleMemory(server);
    const firstPage = await getJson(`${server.baseUrl}/api/v1/ads?limit=24`);
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
      ...searchScenarios(cities),
      ...eventScenarios(),
    ];
    results.push(...(await measure(server, 'search cache on', chosen(cached, args), args)));
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

    // The same questions again, each answered by the database (SEARCH_CACHE_SECONDS=0).
    const uncached = chosen(searchScenarios(cities, ', no cache'), args);
    if (uncached.length > 0) {
      server = await startServer({ ...env, SEARCH_CACHE_SECONDS: '0' });
      results.push(...(await measure(server, 'search cache off', uncached, args)));
      await server.stop();
    }
    const loadAfter = loadavg();

    log(`\n${formatTable(results)}\n`);
    for (const row of abuse) log(formatAbuseRow(row));
    for (const [when, m] of Object.entries(memory))
      log(`Memory (${when}, proportional set size): app ${m.appMb} MB + database ${m.databaseMb} MB.`);
    log(
      `Load average (1, 5, 15 min) before ${loadBefore.map((l) => l.toFixed(2)).join(', ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(', ')}.`,
    );
    const failures = results.filter(failed);
    if (failures.length > 0) {
      log(`FAILED measurements (non-2xx answers or errors): ${failures.map((r) => r.name).join('; ')}`);
      process.exitCode = 1;
    }
    const file = writeResults({
      database: prepared.kind,
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        memoryGb: Math.round(totalmem() / 2 ** 30),
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAfter,
      },
      node: process.version,
      ads: prepared.ads,
      approvedAds: prepared.approvedAds,
      seeded: prepared.seeded,
      memory,
      abuse,
      durationSeconds: args.durationSeconds,
      connections: args.connections,
      acceptEncoding: args.acceptEncoding ?? null,
      results,
    });
    log(`Results written to ${file}`);
  } finally {
    await server?.stop();
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
  }
}

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
    const cpuBefore = processCpuMs(server.pid);
    const result = await load(server.baseUrl, s.paths, args.durationSeconds, args.connections, headers);
    const appCpuMsPerAnswer = (processCpuMs(server.pid) - cpuBefore) / result.requests;
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

async function slugs(url: string): Promise<string[]> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as { items: { slug: string }[] };
  return body.items.map((item) => item.slug);
}

async function getJson(url: string): Promise<{ items?: { id: string }[]; nextCursor?: string | null }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as { items?: { id: string }[]; nextCursor?: string | null };
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

function main(): void {
  let args: BenchArgs;
  try {
    args = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof BenchUsageError)) throw error;
    console.error(`${error.message}\n\n${BENCH_USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(BENCH_USAGE);
    return;
  }
  run(args).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

main();
