export interface BenchArgs {
  help: boolean;
  /** Top the database up with synthetic ads to at least this many ads; default by database kind. */
  ads?: number;
  durationSeconds: number;
  connections: number;
  /** Keep the embedded database's folder for the next run instead of starting from an empty one. */
  dataDir?: string;
  /** Only the scenarios whose name contains this text (and /health, the yardstick). */
  only?: string;
  /** Sent as Accept-Encoding with every measured request (none by default: answers uncompressed). */
  acceptEncoding?: string;
}

/** What --ads defaults to: a million on a given server, 20,000 (seeded in seconds) on the embedded one. */
export const DEFAULT_ADS = { server: 1_000_000, embedded: 20_000 } as const;

export class BenchUsageError extends Error {}

export const BENCH_USAGE = `Usage: npm run bench -- [--ads N] [--duration S] [--connections C] [--data-dir DIR] [--only TEXT]
                           [--accept-encoding TEXT]

Starts the real server on 127.0.0.1 (its embedded PostgreSQL in a fresh temporary folder with the demo
data, or the PostgreSQL database in BENCH_DATABASE_URL), loads each endpoint with autocannon for S
seconds (every request from another visitor's address; the "mix" rows also rotate through many
pages and questions), then the abuse run (the rotating listing alone, then while oversized bodies,
an upload storm, a sign-in storm and all three hit the server, with its peak memory), then the
search endpoints again on a second server without the search cache, prints one table and writes
bench/results/<time>-<database>.json.

  --ads N          first add synthetic ads until the database holds N ads (default: 1,000,000 on
                   BENCH_DATABASE_URL, about 10 minutes; 20,000 on the embedded one; 0 adds none)
  --duration S     seconds per endpoint, 1..60 (default 10)
  --connections C  concurrent connections, 1..256 (default 50)
  --data-dir DIR   embedded only: use (and keep) this DATA_DIR instead of a temporary one
  --only TEXT      only the endpoints whose name contains TEXT (health always runs), e.g. "mix";
                   "abuse" for the abuse run alone
  --accept-encoding TEXT
                   send this Accept-Encoding with every measured request, e.g. "br, gzip" as a
                   browser does (default: none, so answers come uncompressed)`;

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { help: false, durationSeconds: 10, connections: 50 };
  readFlags(argv, (name, value) => {
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--ads') args.ads = integer(name, value(), 0, 10_000_000);
    else if (name === '--duration') args.durationSeconds = integer(name, value(), 1, 60);
    else if (name === '--connections') args.connections = integer(name, value(), 1, 256);
    else if (name === '--data-dir') args.dataDir = value();
    else if (name === '--only') args.only = value();
    else if (name === '--accept-encoding') args.acceptEncoding = value();
    else return false;
    return true;
  });
  return args;
}

/**
 * Hands each flag of argv (`--name value` or `--name=value`) to `take`, which reads its value with
 * `value()` and answers whether it knows the flag: an unknown one is a usage error.
 */
export function readFlags(
  argv: readonly string[],
  take: (name: string, value: () => string) => boolean,
): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [name = arg, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new BenchUsageError(`${name} needs a value`);
      return v;
    };
    if (!take(name, value)) throw new BenchUsageError(`Unknown argument: ${arg}`);
  }
}

export function integer(name: string, raw: string, min: number, max: number): number {
  const digits = raw.replace(/[_,]/g, '');
  const n = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new BenchUsageError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

/** A bench's command line: usage errors print the usage (exit 2), --help prints it, failures exit 1. */
export function benchMain<A extends { help: boolean }>(
  parse: (argv: readonly string[]) => A,
  usage: string,
  run: (args: A) => Promise<void>,
): void {
  let args: A;
  try {
    args = parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof BenchUsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(usage);
    return;
  }
  run(args).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
