import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { adImages, type advertisements } from '../../server/db/schema/ads';
import * as searchApi from '../../shared/api/search';
import { categoryBySlug, createAd, createCity, signedInPerson } from './factories';
import { rawQuery } from './http';
import { startTestServer, type TestServer } from './test-server';

type AdInsert = typeof advertisements.$inferInsert;
export type SearchParams = Record<string, string | number | boolean | undefined>;
type Person = { id: string; cookie: string };

/**
 * A word no other test (or test file sharing the PostgreSQL database) uses, nor any within two typos
 * of it (search forgives two edits in words of 9+ letters): ten letters from sixteen.
 */
export const uniqueWord = (prefix = 'zq') =>
  `${prefix}${randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/[0-9a-f]/g, (hex) => 'abcdefghijklmnop'.charAt(Number.parseInt(hex, 16)))}`;

export const queryString = (params: SearchParams) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

/**
 * What a search test needs: places of its own (so its searches see only its ads), ads with chosen
 * texts, and searches made by signed-in people who change before the search limit (30) is reached.
 */
export function searchFixture(server: () => TestServer) {
  const db = () => server().deps.db;
  let searcher: Person | undefined;
  let searches = 0;
  const nextSearcher = async () => {
    if (!searcher || searches >= 25) {
      searcher = await signedInPerson(server());
      searches = 0;
    }
    searches += 1;
    return searcher;
  };
  let owner: Person | undefined;

  return {
    get db() {
      return db();
    },
    async city(name?: string) {
      return createCity(db(), name);
    },
    category: (slug: string) => categoryBySlug(db(), slug),
    /** An approved ad (unless told otherwise) in `cityId`, in Services unless `categoryId` is given. */
    async ad(cityId: string, fields: Partial<AdInsert> = {}) {
      owner ??= await signedInPerson(server());
      const categoryId = fields.categoryId ?? (await categoryBySlug(db(), 'services')).id;
      return createAd(db(), { userId: owner.id, cityId, ...fields, categoryId });
    },
    /** Replaces the ad's placeholder with a stored photo. */
    async givePhoto(adId: string) {
      await db().delete(adImages).where(eq(adImages.adId, adId));
      await db()
        .insert(adImages)
        .values({ adId, storagePath: `/media/ad-images/ads/${adId}/p-full.webp`, isPrimary: true });
    },
    /** GET /search as a signed-in person (a fresh identity every 25 searches). */
    async search(params: SearchParams, lang = 'en') {
      const person = await nextSearcher();
      return rawQuery(server(), searchApi.searchAds, queryString(params), { cookie: person.cookie, lang });
    },
    /** The ids found, in order. */
    async ids(params: SearchParams): Promise<string[]> {
      const res = await this.search({ limit: 50, ...params });
      if (res.status !== 200) throw new Error(`search ${queryString(params)}: ${res.status} ${res.text}`);
      return res.body.items.map((ad: { id: string }) => ad.id);
    },
    async suggest(params: SearchParams, lang = 'en') {
      const person = await nextSearcher();
      return rawQuery(server(), searchApi.suggestAds, queryString(params), { cookie: person.cookie, lang });
    },
  };
}

/** Starts a server with these settings for the test file (closed after it) and gives it and its search fixture. */
export function setupSearchTestServer(env: Record<string, string>) {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(env);
  });
  afterAll(() => started?.close());
  const server = () => {
    if (!started) throw new Error('the test server is not started yet');
    return started;
  };
  return { server, f: searchFixture(server) };
}
