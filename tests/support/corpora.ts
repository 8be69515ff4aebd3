import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Shared test corpora live beside the checkout in ../shared/corpora and are never copied in
 * (CORPORA_DIR points elsewhere). Every test that reads one goes through this file.
 */
export const corporaDir = process.env.CORPORA_DIR
  ? resolve(process.env.CORPORA_DIR)
  : join(import.meta.dirname, '..', '..', '..', 'shared', 'corpora');

/** CI sets CI=true; there a missing corpus fails the run instead of hiding its tests. */
export const inCI = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.CI) && !['0', 'false'].includes(env.CI?.toLowerCase() ?? '');

/**
 * The corpus file `name` in `dir`, or undefined when it is missing: then a warning on a developer's
 * machine, whose tests of that corpus are skipped, and an error in CI, where they must run.
 */
export function corpusFile(name: string, dir = corporaDir, ci = inCI()): string | undefined {
  const file = join(dir, name);
  if (existsSync(file)) return file;
  if (ci) throw new Error(`${file} not found: CI runs the tests of the shared corpora (set CORPORA_DIR).`);
  console.warn(`${file} not found: the tests that read it cannot run here (they fail in CI).`);
  return undefined;
}

const blnsFile = corpusFile('blns.json');

export const hasNaughtyStrings = blnsFile !== undefined;

export const naughtyStrings = (): string[] => (blnsFile ? JSON.parse(readFileSync(blnsFile, 'utf8')) : []);
