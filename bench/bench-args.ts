export interface BenchArgs {
  help: boolean;
  /** Synthetic ads to add before the run (see npm run seed -- --ads). */
  seed: number;
  durationSeconds: number;
  connections: number;
  /** Keep the PGlite folder for the next run instead of starting from an empty one. */
  dataDir?: string;
}

export class BenchUsageError extends Error {}

export const BENCH_USAGE = `Usage: npm run bench -- [--seed N] [--duration S] [--connections C] [--data-dir DIR]

Starts the real server on 127.0.0.1 (PGlite in a fresh temporary folder with the demo data, or the
PostgreSQL database in BENCH_DATABASE_URL), loads each endpoint with autocannon for S seconds, prints
a table and writes bench/results/<time>-<database>.json.

  --seed N         add N synthetic ads first (PostgreSQL: 1,000,000 takes about a minute)
  --duration S     seconds per endpoint, 1..60 (default 10)
  --connections C  concurrent connections, 1..256 (default 10)
  --data-dir DIR   PGlite only: use (and keep) this DATA_DIR instead of a temporary one`;

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { help: false, seed: 0, durationSeconds: 10, connections: 10 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new BenchUsageError(`${name} needs a value`);
      return v;
    };
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--seed') args.seed = integer(name, value(), 0, 10_000_000);
    else if (name === '--duration') args.durationSeconds = integer(name, value(), 1, 60);
    else if (name === '--connections') args.connections = integer(name, value(), 1, 256);
    else if (name === '--data-dir') args.dataDir = value();
    else throw new BenchUsageError(`Unknown argument: ${arg}`);
  }
  return args;
}

function integer(name: string, raw: string, min: number, max: number): number {
  const digits = raw.replace(/[_,]/g, '');
  const n = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new BenchUsageError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}
