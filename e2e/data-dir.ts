import { test } from '@playwright/test';

/** The data folder of the app server the running journey talks to (each project has its own server). */
export function serverDataDir(): string {
  const dir = test.info().project.metadata?.dataDir;
  if (typeof dir !== 'string') throw new Error('the Playwright project names no dataDir in its metadata');
  return dir;
}
