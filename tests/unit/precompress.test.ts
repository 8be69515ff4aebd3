import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress';

// The build's step (vite.config.ts → scripts/precompress.ts) on a folder shaped like dist/.

const dist = mkdtempSync(join(tmpdir(), 'hromada-precompress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const text = (kind: string) =>
  `/* ${kind} */\n${Array.from({ length: 200 }, (_, i) => `line ${i} of ${kind}`).join('\n')}`;

describe('precompressFolder', () => {
  it('writes .br and .gz copies of the text files worth it, and only of them', async () => {
    mkdirSync(join(dist, 'assets'));
    const compressible = [
      'assets/app-1.js',
      'assets/style-1.css',
      'logo.svg',
      'site.webmanifest',
      'data.json',
      'notes.txt',
      'feed.xml',
    ];
    for (const path of compressible) writeFileSync(join(dist, path), text(path));
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${text('page')}`);
    writeFileSync(join(dist, 'assets/tiny-1.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets/noise-1.js'), randomBytes(4096));
    writeFileSync(join(dist, 'assets/photo.png'), text('not really a png'));
    writeFileSync(join(dist, 'assets/font.woff2'), text('not really a font'));

    const done = await precompressFolder(dist);

    expect(done.map((f) => f.path.slice(dist.length + 1)).sort()).toEqual(
      [...compressible, 'assets/noise-1.js'].sort(),
    );
    for (const path of compressible) {
      const original = readFileSync(join(dist, path));
      const br = readFileSync(join(dist, `${path}.br`));
      const gz = readFileSync(join(dist, `${path}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
    // Random bytes do not shrink: no copy that would only be larger. Pages are compressed per request.
    for (const path of [
      'assets/noise-1.js',
      'assets/tiny-1.js',
      'assets/photo.png',
      'assets/font.woff2',
      'index.html',
    ])
      expect([path, existsSync(join(dist, `${path}.br`)), existsSync(join(dist, `${path}.gz`))]).toEqual([
        path,
        false,
        false,
      ]);
  });
});
