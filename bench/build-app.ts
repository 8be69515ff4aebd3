import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
/** What dist/ and dist-ssr/ are built from. */
const SOURCES = ['app', 'shared', 'vite.config.ts', 'package-lock.json'];
/** What `npm run build` writes: the browser's app and the server's page renderer. */
const OUTPUTS = [join('dist', 'index.html'), join('dist-ssr', 'entry-server.js')];

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
 * Runs `npm run build` (dist/ and dist-ssr/) when either is missing or older than any of its
 * sources; says which. Returns whether it built.
 */
export async function buildWebAppIfStale(log: (line: string) => void): Promise<boolean> {
  const outputs = OUTPUTS.map((p) => join(ROOT, p));
  const builtAt = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : null;
  if (builtAt !== null && builtAt > Math.max(...SOURCES.map((p) => latestChange(join(ROOT, p))))) {
    log(`dist/ and dist-ssr/ are newer than ${SOURCES.join(', ')}: using them as they are.`);
    return false;
  }
  log(
    builtAt === null
      ? 'Building the app with npm run build (no dist/ or dist-ssr/) ...'
      : 'Building the app with npm run build (older than its sources) ...',
  );
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return true;
}
