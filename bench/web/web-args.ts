import { BenchUsageError, integer, readFlags } from '../bench-args';
import { PAGE_NAMES, type PageName } from './pages';
import { NETWORKS, type NetworkName } from './phone';

export interface WebBenchArgs {
  help: boolean;
  /** Top the database up with synthetic ads to at least this many ads. */
  ads: number;
  dataDir?: string;
  /** Measured loads per page; each figure is their median. */
  runs: number;
  /** Only these pages. */
  only?: PageName[];
  network: NetworkName;
}

/** A few thousand ads: seeded in seconds, and every listing page full. */
export const WEB_DEFAULT_ADS = 3_000;

export const WEB_BENCH_USAGE = `Usage: npm run bench:web -- [--ads N] [--runs N] [--data-dir DIR] [--only PAGES] [--network 4g]

Builds the web app when dist/ is missing or older than its sources, prepares the database as
\`npm run bench\` does, starts the production server on 127.0.0.1, then loads each public page in
Debian's Chromium as a phone sees it (390 × 844 at 3×, touch, the CPU slowed down 4×, a cold cache
every load) and prints the median of the runs: script and total KB transferred, FCP, LCP, CLS and
when the main content shows; writes bench/results/<time>-web-<database>.json.

  --ads N          first add synthetic ads until the database holds N ads (default ${WEB_DEFAULT_ADS.toLocaleString('en')})
  --runs N         measured loads per page, 1..50 (default 5), after one unmeasured load of each
  --data-dir DIR   embedded only: use (and keep) this DATA_DIR instead of a temporary one
  --only PAGES     some of ${PAGE_NAMES.join(', ')} (comma-separated)
  --network 4g     throttle the network to Lighthouse's slow 4G (default: loopback, unthrottled)`;

export function parseWebBenchArgs(argv: readonly string[]): WebBenchArgs {
  const args: WebBenchArgs = { help: false, ads: WEB_DEFAULT_ADS, runs: 5, network: 'loopback' };
  readFlags(argv, (name, value) => {
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--ads') args.ads = integer(name, value(), 0, 10_000_000);
    else if (name === '--runs') args.runs = integer(name, value(), 1, 50);
    else if (name === '--data-dir') args.dataDir = value();
    else if (name === '--only') args.only = value().split(',').map(pageName);
    else if (name === '--network') args.network = networkName(value());
    else return false;
    return true;
  });
  return args;
}

function pageName(raw: string): PageName {
  const name = PAGE_NAMES.find((n) => n === raw.trim());
  if (!name) throw new BenchUsageError(`--only takes ${PAGE_NAMES.join(', ')}; got "${raw}"`);
  return name;
}

function networkName(raw: string): NetworkName {
  const name = (Object.keys(NETWORKS) as NetworkName[]).find((n) => n === raw);
  if (!name) throw new BenchUsageError(`--network takes ${Object.keys(NETWORKS).join(' or ')}; got "${raw}"`);
  return name;
}
