import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isStorageFull } from '../../server/storage/storage-full';

// The one place a full disk is recognised (answered 507 STORAGE_FULL by http/error-handler.ts).

const failureOf = (write: Promise<unknown>) =>
  write.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('a full disk', () => {
  it('is recognised from the system’s own error (ENOSPC: /dev/full is always full), a quota, and the database’s', async () => {
    const noSpace = await failureOf(writeFile('/dev/full', 'a photo'));
    expect(noSpace).toMatchObject({ code: 'ENOSPC' });
    expect(isStorageFull(noSpace)).toBe(true);
    expect(isStorageFull(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    // Drizzle puts the driver's error in `cause`.
    const diskFull = Object.assign(new Error('could not extend file'), { code: '53100' });
    expect(isStorageFull(new Error('Failed query', { cause: diskFull }))).toBe(true);
  });

  it('is not any other error: a missing file, a busy database, a plain error, nothing', async () => {
    const missing = await failureOf(writeFile('/nonexistent-folder/photo', 'a photo'));
    expect(missing).toMatchObject({ code: 'ENOENT' });
    expect(isStorageFull(missing)).toBe(false);
    expect(isStorageFull(Object.assign(new Error('timeout'), { code: '57014' }))).toBe(false);
    expect(isStorageFull(new Error('ENOSPC in a message is not a code'))).toBe(false);
    expect(isStorageFull(undefined)).toBe(false);
  });
});
