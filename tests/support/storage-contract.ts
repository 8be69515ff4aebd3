import { beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/storage/storage';
import { InvalidStorageKeyError } from '../../server/storage/storage-key';

// What every Storage driver must do, run against each (tests/storage/*-storage.test.ts): `open` gives
// an empty storage for the test with that id.

const bytes = (text: string) => Buffer.from(text);

export function storageContract(name: string, open: (testId: string) => Storage | Promise<Storage>) {
  describe(`${name} (storage contract)`, () => {
    let storage: Storage;
    beforeEach(async (context) => {
      storage = await open(context.task.id);
    });

    it('puts and gets an object with its content type', async () => {
      await storage.put('ads/1/photo.webp', bytes('webp-bytes'), 'image/webp');
      const object = await storage.get('ads/1/photo.webp');
      expect(object?.data.toString()).toBe('webp-bytes');
      expect(object?.contentType).toBe('image/webp');
    });

    it('returns null for a missing key', async () => {
      expect(await storage.get('ads/none/photo.webp')).toBeNull();
    });

    it('replaces an existing object whole', async () => {
      await storage.put('ads/1/a.png', bytes('first'), 'image/png');
      await storage.put('ads/1/a.png', bytes('second'), 'image/png');
      expect((await storage.get('ads/1/a.png'))?.data.toString()).toBe('second');
      expect(await storage.list('ads/1/')).toEqual(['ads/1/a.png']);
    });

    it('refuses a content type that disagrees with the extension', async () => {
      await expect(storage.put('ads/1/a.png', bytes('x'), 'text/html')).rejects.toThrow(/does not match/);
      expect(await storage.get('ads/1/a.png')).toBeNull();
    });

    it('lists by string prefix, sorted', async () => {
      await storage.put('ads/2/b.webp', bytes('b'), 'image/webp');
      await storage.put('ads/2/a.webp', bytes('a'), 'image/webp');
      await storage.put('ads/20/c.webp', bytes('c'), 'image/webp');
      await storage.put('demo/x.webp', bytes('x'), 'image/webp');
      expect(await storage.list('ads/2/')).toEqual(['ads/2/a.webp', 'ads/2/b.webp']);
      expect(await storage.list('ads/2')).toEqual(['ads/2/a.webp', 'ads/2/b.webp', 'ads/20/c.webp']);
      expect(await storage.list('')).toHaveLength(4);
      expect(await storage.list('nothing/')).toEqual([]);
    });

    it('removePrefix removes only that prefix, and refuses an empty one', async () => {
      await storage.put('ads/3/a.webp', bytes('a'), 'image/webp');
      await storage.put('ads/3/b.webp', bytes('b'), 'image/webp');
      await storage.put('ads/33/c.webp', bytes('c'), 'image/webp');
      await storage.removePrefix('ads/3/');
      expect(await storage.list('ads/')).toEqual(['ads/33/c.webp']);
      expect(await storage.get('ads/3/a.webp')).toBeNull();
      await storage.removePrefix('ads/nothing/');
      await expect(storage.removePrefix('')).rejects.toThrow();
      expect(await storage.list('')).toEqual(['ads/33/c.webp']);
    });

    it('removePrefix takes a string prefix, and a whole key removes that object only', async () => {
      await storage.put('ads/4/a-full.webp', bytes('a'), 'image/webp');
      await storage.put('ads/4/a-thumb.webp', bytes('t'), 'image/webp');
      await storage.put('ads/44/b.webp', bytes('b'), 'image/webp');
      await storage.put('ads/5/c.webp', bytes('c'), 'image/webp');
      await storage.removePrefix('ads/4/a-full.webp');
      expect(await storage.list('ads/4/')).toEqual(['ads/4/a-thumb.webp']);
      await storage.removePrefix('ads/4');
      expect(await storage.list('')).toEqual(['ads/5/c.webp']);
    });

    it('lists only objects written before a time when asked', async () => {
      await storage.put('ads/6/old.webp', bytes('o'), 'image/webp');
      await new Promise((resolve) => setTimeout(resolve, 30));
      const cutoff = new Date();
      await new Promise((resolve) => setTimeout(resolve, 30));
      await storage.put('ads/6/new.webp', bytes('n'), 'image/webp');
      expect(await storage.list('ads/', { writtenBefore: cutoff })).toEqual(['ads/6/old.webp']);
      expect(await storage.list('ads/')).toEqual(['ads/6/new.webp', 'ads/6/old.webp']);
      await storage.removeInterruptedWrites(new Date()); // nothing interrupted: nothing removed
      expect(await storage.list('ads/')).toHaveLength(2);
    });

    it('gives the public URL under /media/ad-images/', () => {
      expect(storage.publicUrl('ads/1/photo.webp')).toBe('/media/ad-images/ads/1/photo.webp');
    });

    it.each([
      '../escape.png',
      'ads/../../escape.png',
      '/etc/passwd',
      'ads\\1\\a.png',
      'ads//a.png',
      'ads/.tmp-123',
      '.hidden.png',
      'ads/1/',
      '',
      'ads/1/a b.png',
      'ads/1/a\u0000.png',
      `ads/${'x'.repeat(600)}.png`,
    ])('rejects the key %j everywhere', async (key) => {
      await expect(storage.put(key, bytes('x'), 'image/png')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
    });

    it('rejects traversal in prefixes', async () => {
      await expect(storage.list('../')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.removePrefix('ads/../../')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.removePrefix('/')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });
  });
}
