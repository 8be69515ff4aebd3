import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../server/storage/local-storage';
import type { Storage } from '../../server/storage/storage';
import { storageContract } from '../support/storage-contract';

const root = mkdtempSync(join(tmpdir(), 'hromada-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

storageContract('local storage', (testId) => createLocalStorage(join(root, testId)));

// What the contract cannot see: the files on disk.
describe('local storage on disk', () => {
  let storage: Storage;
  let dir: string;
  beforeEach((context) => {
    dir = join(root, context.task.id);
    storage = createLocalStorage(dir);
  });
  const bytes = (text: string) => Buffer.from(text);

  it('puts a file under <root>/ad-images/<key>', async () => {
    await storage.put('ads/1/photo.webp', bytes('webp-bytes'), 'image/webp');
    expect(readdirSync(join(dir, 'ad-images', 'ads', '1'))).toEqual(['photo.webp']);
  });

  it('replaces an existing file and leaves no temp files', async () => {
    await storage.put('ads/1/a.png', bytes('first'), 'image/png');
    await storage.put('ads/1/a.png', bytes('second'), 'image/png');
    expect(readdirSync(join(dir, 'ad-images', 'ads', '1'))).toEqual(['a.png']);
  });

  it('removes temp files a crash left before a time, and their emptied folders', async () => {
    await storage.put('ads/7/kept.webp', bytes('k'), 'image/webp');
    const folder = (id: string) => join(dir, 'ad-images', 'ads', id);
    mkdirSync(folder('8'), { recursive: true });
    const anHourAgo = new Date(Date.now() - 3600_000);
    for (const [id, name, old] of [
      ['7', '.tmp-0123456789abcdef', true],
      ['7', '.tmp-fedcba9876543210', false],
      ['8', '.tmp-00112233aabbccdd', true],
    ] as const) {
      writeFileSync(join(folder(id), name), 'half a photo');
      if (old) utimesSync(join(folder(id), name), anHourAgo, anHourAgo);
    }
    await storage.removeInterruptedWrites(new Date(Date.now() - 60_000));
    expect(readdirSync(folder('7')).sort()).toEqual(['.tmp-fedcba9876543210', 'kept.webp']);
    expect(readdirSync(join(dir, 'ad-images', 'ads'))).toEqual(['7']);
    expect(await storage.list('ads/')).toEqual(['ads/7/kept.webp']);
  });

  it('removePrefix removes emptied folders', async () => {
    await storage.put('ads/3/a.webp', bytes('a'), 'image/webp');
    await storage.put('ads/3/b.webp', bytes('b'), 'image/webp');
    await storage.put('ads/33/c.webp', bytes('c'), 'image/webp');
    await storage.removePrefix('ads/3/');
    expect(readdirSync(join(dir, 'ad-images', 'ads'))).toEqual(['33']);
  });
});
