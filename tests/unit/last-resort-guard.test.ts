import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as adsApi from '../../shared/api/ads';
import { apiPath } from '../../shared/api/operation';

// The guard every serving process installs (server/processes/last-resort-guard.ts), in a real
// process: without it Node ends the process at the first of these errors.

const child = join(import.meta.dirname, '..', 'support', 'unhandled-errors-child.ts');

describe('the last-resort guard', () => {
  it('logs an uncaught exception and an unhandled rejection as JSON lines with their request, and the process goes on', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', child], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('still serving');
    const lines = run.stderr
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    const request = {
      id: 'request-7',
      method: 'POST',
      path: apiPath(adsApi.setAdImages, { params: { id: 42 } }),
    };
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 'error',
          event: 'unhandledRejection',
          error: 'Error: rejected and never handled',
          request,
        }),
        expect.objectContaining({ event: 'uncaughtException', error: 'Error: thrown in a timer', request }),
      ]),
    );
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.stack).toContain('unhandled-errors-child.ts');
  });
});
