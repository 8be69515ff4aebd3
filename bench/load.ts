import autocannon from 'autocannon';
import { HEALTH, type Scenario } from './scenarios';
import { visitorAddresses } from './visitor-addresses';

const nextAddress = visitorAddresses();

export type LoadResult = Awaited<ReturnType<typeof load>>;

/** autocannon on `paths` in turn, every request from another visitor's address, with `headers`. */
export async function load(
  baseUrl: string,
  paths: string[],
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
) {
  let turn = 0;
  const result = await autocannon({
    url: `${baseUrl}${paths[0]}`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: paths[turn++ % paths.length],
          headers: { ...request.headers, ...headers, 'x-forwarded-for': nextAddress() },
        }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests: result.requests.total,
    /** Bytes read per answer, headers included: what compression saves shows here. */
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** One request as a visitor would send it: it must answer 2xx, and list something when it should. */
export async function check(baseUrl: string, s: Scenario): Promise<void> {
  const path = s.paths[0];
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { 'x-forwarded-for': nextAddress() },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${s.name}: GET ${path} answered ${response.status}`);
  if (s.findsItems) {
    const body = (await response.json()) as { items?: unknown[] };
    if (!body.items?.length) console.log(`  warning: ${s.name} finds nothing on this database`);
  }
}

/**
 * autocannon stops with requests still in flight, and the server finishes them. Waits until they are
 * done, so the next endpoint starts on an idle server: a few requests of the same kind queue behind
 * them (a search is several statements, each queued again), then /health must answer quickly twice.
 */
export async function drain(baseUrl: string, s: Scenario): Promise<void> {
  for (let i = 0; i < 3; i++) await check(baseUrl, s);
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    await check(baseUrl, HEALTH);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
  }
}
