export interface SeedArgs {
  help: boolean;
  demo: boolean;
  ads: number;
}

export class UsageError extends Error {}

export const MAX_SYNTHETIC_ADS = 10_000_000;

export const USAGE = `Usage: npm run seed -- [--ads N] [--demo] [--help]

Migrates the database, adds the reference cities and categories, and the demo community (users and
~300 ads in Ukrainian and English) when the database has no ads yet.

  --ads N   also generate N synthetic ads inside the database (0..${MAX_SYNTHETIC_ADS}; 1,000,000 takes a
            few minutes)
  --demo    add the demo set even though ads exist (the demo logins get new passwords)
  --help    show this text

Environment: DATABASE_URL (a PostgreSQL server; unset, the embedded one in DATA_DIR, also while
Hromada is running on it), DATA_DIR (default ./data).`;

/** Accepts `--ads N`, `--ads=N` (digits, `_` or `,` as separators), `--demo`, `--help`/`-h`. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = { help: false, demo: false, ads: 0 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--demo') args.demo = true;
    else if (arg === '--ads' || arg.startsWith('--ads=')) {
      const value = arg === '--ads' ? argv[++i] : arg.slice('--ads='.length);
      args.ads = parseCount(value);
    } else throw new UsageError(`Unknown argument: ${arg}`);
  }
  return args;
}

function parseCount(value: string | undefined): number {
  if (value === undefined || value === '') throw new UsageError('--ads needs a number, e.g. --ads 100000');
  const digits = value.replace(/[_,]/g, '');
  if (!/^\d+$/.test(digits)) throw new UsageError(`--ads expects a whole number, got "${value}"`);
  const n = Number(digits);
  if (n > MAX_SYNTHETIC_ADS) throw new UsageError(`--ads is at most ${MAX_SYNTHETIC_ADS}, got ${value}`);
  return n;
}
