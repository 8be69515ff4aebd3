import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Shared test corpora live beside the checkout in ../shared/corpora and are never copied in. */
export const corporaDir = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpora');
const blnsFile = join(corporaDir, 'blns.json');

export const hasNaughtyStrings = existsSync(blnsFile);
if (!hasNaughtyStrings) console.warn(`${blnsFile} not found: the naughty-string tests cannot run here.`);

export const naughtyStrings = (): string[] =>
  hasNaughtyStrings ? JSON.parse(readFileSync(blnsFile, 'utf8')) : [];
