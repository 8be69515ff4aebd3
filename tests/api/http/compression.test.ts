import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/precompress';
import * as adsApi from '../../../shared/api/ads';
import * as catalogApi from '../../../shared/api/catalog';
import { API_DOCUMENT, apiPath } from '../../../shared/api/operation';
import { startServerWithDist } from '../../support/dist-fixture';
import { categoryBySlug, createAd, createCity, createUser } from '../../support/factories';
import { decodedBody, type RawAnswer, rawRequest, varyNames } from '../../support/raw-http';
import { openSettingsStream } from '../../support/sse-client';
import type { TestServer } from '../../support/test-server';

// Answers go compressed to clients that take it (brotli first, else gzip) and as they are to the
// rest: the built files as the build compressed them, the pages and JSON on the fly. Each compressed
// body decodes to the uncompressed answer's bytes.

const SCRIPT = 'assets/app-abc123.js';
const PHOTO = 'assets/photo-abc123.png';
let server: TestServer & { distDir: string };
let city: string;
const built = (path: string) => readFileSync(join(server.distDir, path));

beforeAll(async () => {
  const paragraphs = Array.from({ length: 80 }, (_, i) => `<p>Оголошення громади №${i}</p>`).join('');
  const words = Array.from({ length: 400 }, (_, i) => `word${i}`);
  const files = {
    'index.html': `<!doctype html><html><head><title>Hromada</title></head><body>${paragraphs}</body></html>`,
    [SCRIPT]: `export const words = ${JSON.stringify(words)};\n`,
    [PHOTO]: randomBytes(4096),
  };
  // The build's own step (scripts/precompress.ts) writes the .br and .gz copies.
  server = await startServerWithDist(files, precompressFolder);
  const { db } = server.deps;
  const place = await createCity(db);
  city = place.slug;
  const { id: userId } = await createUser(db);
  const categoryId = (await categoryBySlug(db, 'services')).id;
  for (let i = 0; i < 6; i++) await createAd(db, { userId, cityId: place.id, categoryId });
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(`${server.url}${path}`, { headers });

/** The same path asked as a browser (br), as an older client (gzip) and with no Accept-Encoding. */
async function inEachCoding(path: string) {
  const [br, gzip, plain] = [
    await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
    await get(path, { 'accept-encoding': 'gzip' }),
    await get(path),
  ];
  return { br, gzip, plain };
}

function expectEncoded(answer: RawAnswer, encoding: 'br' | 'gzip' | undefined, original: Buffer) {
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe(encoding);
  expect(varyNames(answer)).toContain('accept-encoding');
  expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  expect(decodedBody(answer).equals(original)).toBe(true);
  if (encoding) expect(answer.body.length).toBeLessThan(original.length);
}

describe('compressed answers', () => {
  it('send a built file as its brotli or gzip copy, with the file’s type and cached for good', async () => {
    const original = built(SCRIPT);
    const { br, gzip, plain } = await inEachCoding(`/${SCRIPT}`);
    expectEncoded(br, 'br', original);
    expectEncoded(gzip, 'gzip', original);
    expectEncoded(plain, undefined, original);
    expect(br.body.equals(built(`${SCRIPT}.br`))).toBe(true);
    expect(gzip.body.equals(built(`${SCRIPT}.gz`))).toBe(true);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never serve the compressed copies under their own names, nor compress an image', async () => {
    for (const path of [`/${SCRIPT}.br`, `/${SCRIPT}.gz`]) expect((await get(path)).status).toBe(404);
    const image = await get(`/${PHOTO}`, { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(built(PHOTO))).toBe(true);
  });

  it('compress JSON of the API and the OpenAPI document on the fly', async () => {
    for (const path of [
      apiPath(adsApi.listAds, { query: { city } }),
      apiPath(catalogApi.listCategories),
      API_DOCUMENT.openapi,
    ]) {
      const { br, gzip, plain } = await inEachCoding(path);
      expect(plain.body.length, path).toBeGreaterThan(1024);
      expect(plain.headers['content-type']).toMatch(/^application\/json/);
      expectEncoded(br, 'br', plain.body);
      expectEncoded(gzip, 'gzip', plain.body);
      expectEncoded(plain, undefined, plain.body);
      expect(JSON.parse(decodedBody(br).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('compress the pages of the app on the fly', async () => {
    const { br, gzip, plain } = await inEachCoding('/');
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.body.toString()).toContain('Оголошення громади №79');
    expectEncoded(br, 'br', plain.body);
    expectEncoded(gzip, 'gzip', plain.body);
  });

  it('leave small answers and HEAD requests as they are', async () => {
    const health = await get('/health', { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const head = await rawRequest(`${server.url}/`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it('follow the client’s weights, and take any Accept-Encoding without failing', async () => {
    const path = apiPath(catalogApi.listCategories);
    const coding = async (acceptEncoding: string) => {
      const answer = await get(path, { 'accept-encoding': acceptEncoding });
      expect([acceptEncoding, answer.status]).toEqual([acceptEncoding, 200]);
      return answer.headers['content-encoding'];
    };
    expect(await coding('br;q=0, gzip')).toBe('gzip');
    expect(await coding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(await coding('BR;Q=0.9')).toBe('br');
    expect(await coding('*')).toBe('br');
    expect(await coding('identity')).toBeUndefined();
    for (const odd of ['br;q=abc, gzip;q=', ';;,,', 'br;q=2', 'x'.repeat(4000), 'gzip;level=9;q=1'])
      expect(await coding(odd)).toBeUndefined();
  });

  it('keep the settings stream a plain event stream, each event sent at once', async () => {
    const stream = await openSettingsStream(server.url, { 'accept-encoding': 'gzip, deflate, br' });
    try {
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      await stream.nextState(() => true);
    } finally {
      await stream.close();
    }
  });
});
