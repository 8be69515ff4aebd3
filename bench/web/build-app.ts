import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const ROOT = join(import.meta.dirname, '..', '..');
/** What dist/ is built from. */
const SOURCES = ['app', 'shared', 'vite.config.ts', 'package-lock.json'];

/** The latest change below `path` (a folder's own time counts: a file removed changes it). */
function latestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, entry) => Math.max(latest, latestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

/**
 * Builds the web app (`vite build` into dist/, as `npm run build` does) when dist/ is missing or
 * older than any of its sources; says which. Returns whether it built.
 */
export async function buildWebAppIfStale(log: (line: string) => void): Promise<boolean> {
  const index = join(ROOT, 'dist', 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : null;
  if (builtAt !== null && builtAt > Math.max(...SOURCES.map((p) => latestChange(join(ROOT, p))))) {
    log(`dist/ is newer than ${SOURCES.join(', ')}: using it as it is.`);
    return false;
  }
  log(
    builtAt === null
      ? 'Building the web app (no dist/) ...'
      : 'Building the web app (dist/ is older than its sources) ...',
  );
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  return true;
}
