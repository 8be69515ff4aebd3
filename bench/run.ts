import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { encodeCursor } from '../server/services/ads/cursor';
import { BENCH_USAGE, type BenchArgs, BenchUsageError, parseBenchArgs } from './bench-args';
import { prepareDatabase } from './prepare-database';
import { formatTable, type ScenarioResult, writeResults } from './report';
import { type RunningServer, startServer } from './server-process';

const log = (line: string) => console.log(line);

async function run(args: BenchArgs): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const temporary = !args.dataDir;
  const dataDir = args.dataDir ? resolve(args.dataDir) : mkdtempSync(join(tmpdir(), 'hromada-bench-'));
  let server: RunningServer | undefined;
  try {
    log(`Preparing ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : `PGlite in ${dataDir}`} ...`);
    const prepared = await prepareDatabase({ databaseUrl, dataDir, extraAds: args.seed, log });
    log(`Database: ${prepared.ads} ads (${prepared.approvedAds} approved). Starting the server ...`);
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SEED_DEMO: 'false' });
    const { baseUrl } = server;

    const firstPage = await getJson(`${baseUrl}/api/v1/ads?limit=24`);
    const adId = firstPage.items?.[0]?.id;
    if (!adId || !firstPage.nextCursor) throw new Error('GET /api/v1/ads gave no ads or no next page');
    const scenarios: [string, string][] = [
      ['health', '/health'],
      ['categories', '/api/v1/categories'],
      ['ads', '/api/v1/ads'],
      ['ads page 2 (cursor)', `/api/v1/ads?cursor=${encodeURIComponent(firstPage.nextCursor)}`],
      // Straight to the ads after the paid ones, as a reader who has paged past them.
      [
        'ads, after the paid ones',
        `/api/v1/ads?cursor=${encodeCursor({ t: new Date().toISOString(), p: 0 })}`,
      ],
      ['ads city=tampa', '/api/v1/ads?city=tampa'],
      ['ads tampa + real-estate', '/api/v1/ads?city=tampa&category=real-estate'],
      ['ad by id', `/api/v1/ads/${adId}`],
    ];
    log(
      `Warming up (2 s), then ${args.durationSeconds} s per endpoint with ${args.connections} connections.`,
    );
    for (const [, path] of scenarios) await load(baseUrl, path, 2 / scenarios.length, args.connections);
    const results: ScenarioResult[] = [];
    for (const [name, path] of scenarios) {
      const result = await load(baseUrl, path, args.durationSeconds, args.connections);
      results.push({ name, path, ...result });
      log(`  ${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.latencyMs.p99} ms`);
    }
    log(`\n${formatTable(results)}\n`);
    const file = writeResults({
      database: prepared.kind,
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        memoryGb: Math.round(totalmem() / 2 ** 30),
      },
      node: process.version,
      ads: prepared.ads,
      approvedAds: prepared.approvedAds,
      durationSeconds: args.durationSeconds,
      connections: args.connections,
      results,
    });
    log(`Results written to ${file}`);
  } finally {
    await server?.stop();
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function load(baseUrl: string, path: string, seconds: number, connections: number) {
  const result = await autocannon({ url: `${baseUrl}${path}`, connections, duration: seconds, timeout: 10 });
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
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
