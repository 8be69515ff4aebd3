import { drain, type LoadResult, load } from '../load';
import { HEALTH } from '../scenarios';
import type { RunningServer } from '../server-process';
import { makeAttackers } from './attack-accounts';
import { ATTACKS, type AttackTally } from './attack-plan';
import { type CpuSeconds, watchCpu } from './cpu-seconds';
import { watchMemoryPeak } from './memory-peak';
import { startAttack } from './run-attack';
import { makeSigningInPerson, type PersonTally, signInThroughout } from './signing-in-person';

export interface AbuseResult {
  name: string;
  listing: LoadResult;
  /** The listing's throughput over its throughput with no attack. */
  shareOfUnloaded: number;
  memoryPeak: { appRssMb: number; databaseMb: number };
  /** CPU seconds used while the listing was measured. */
  cpu: CpuSeconds;
  attacks: AttackTally[];
  /** A real person's sign-ins during the row, each from a new address (the sign-in storm row). */
  person?: PersonTally;
}

const ROWS = [
  { name: 'listing, no attack', kinds: [] },
  { name: 'listing during oversized bodies', kinds: ['bodies'] },
  { name: 'listing during an upload storm', kinds: ['uploads'] },
  { name: 'listing during a sign-in storm', kinds: ['sign-ins'] },
  { name: 'listing during all three at once', kinds: ['bodies', 'uploads', 'sign-ins'] },
  { name: 'listing during a sign-in storm from 17 addresses, a person signing in', kinds: ['sign-in storm'] },
] as const;
const PERSON_SIGN_INS = 10;

/**
 * The listing (rotating city × category pages, many visitors) measured alone, then while each attack
 * runs from processes of its own (attack-plan.ts), then while all three run; the peak memory of each.
 */
export async function abuseRun(options: {
  server: RunningServer;
  databaseUrl?: string;
  dataDir: string;
  listingPaths: string[];
  seconds: number;
  connections: number;
  log: (line: string) => void;
}): Promise<AbuseResult[]> {
  const { server, log } = options;
  const attackers = await makeAttackers({ ...options, count: 6 });
  const person = await makeSigningInPerson(options);
  log(`\nabuse: the listing alone, then under attack, ${options.seconds} s each.`);
  const results: AbuseResult[] = [];
  for (const row of ROWS) {
    const plans = ATTACKS.filter((attack) => (row.kinds as readonly string[]).includes(attack.kind));
    const attacks = await Promise.all(
      plans.map((attack) => startAttack({ ...attack, baseUrl: server.baseUrl, attackers })),
    );
    if (attacks.length > 0) await new Promise((resolve) => setTimeout(resolve, 2000));
    const memoryPeak = watchMemoryPeak(server.pid);
    const cpuUsed = watchCpu(
      server.pid,
      attacks.map((attack) => attack.pid),
    );
    const signingIn = (row.kinds as readonly string[]).includes('sign-in storm')
      ? signInThroughout(server.baseUrl, person, { times: PERSON_SIGN_INS, seconds: options.seconds })
      : undefined;
    const listing = await load(server.baseUrl, options.listingPaths, options.seconds, options.connections);
    const cpu = cpuUsed();
    const peak = memoryPeak();
    const tallies = await Promise.all(attacks.map((attack) => attack.stop()));
    await drain(server.baseUrl, HEALTH);
    const unloaded = results[0]?.listing.requestsPerSecond ?? listing.requestsPerSecond;
    const result = {
      name: `abuse: ${row.name}`,
      listing,
      shareOfUnloaded: listing.requestsPerSecond / unloaded,
      memoryPeak: peak,
      cpu,
      attacks: tallies,
      ...(signingIn ? { person: await signingIn } : {}),
    };
    results.push(result);
    log(`  ${formatAbuseRow(result)}`);
  }
  return results;
}

const answers = (tally: AttackTally) =>
  `${tally.kind}: ${tally.requests} (${Object.entries(tally.statuses)
    .map(([status, n]) => `${status} ×${n}`)
    .join(
      ', ',
    )}${tally.failures ? `, ${tally.failures} failed` : ''}; ${Math.round(tally.megabytesSent)} MB sent)`;

const personAnswers = ({ attempts, signedIn, statuses, latencyMs }: PersonTally) =>
  `a person signing in: ${signedIn} of ${attempts} in (${Object.entries(statuses)
    .map(([status, n]) => `${status} ×${n}`)
    .join(', ')}; median ${latencyMs.median} ms, slowest ${latencyMs.max} ms)`;

export function formatAbuseRow(r: AbuseResult): string {
  const { listing } = r;
  return [
    r.name,
    `${listing.requestsPerSecond.toFixed(0)} req/s (${Math.round(r.shareOfUnloaded * 100)} %)`,
    `p99 ${listing.latencyMs.p99} ms`,
    `non-2xx ${listing.non2xx}, errors ${listing.errors + listing.timeouts}`,
    `app RSS peak ${r.memoryPeak.appRssMb} MB, database ${r.memoryPeak.databaseMb} MB`,
    `CPU s: app ${r.cpu.app}, database ${r.cpu.database}, attackers ${r.cpu.attackers}, load generator ${r.cpu.loadGenerator}`,
    ...r.attacks.map(answers),
    ...(r.person ? [personAnswers(r.person)] : []),
  ].join(' · ');
}
