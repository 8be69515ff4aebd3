import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { categoryBySlug, createAd, createCity, createUser, signedInPerson } from '../../support/factories';
import { renderedPage, startRenderingServer } from '../../support/rendered-pages';
import type { TestServer } from '../../support/test-server';

// Visitors' pages are kept a few seconds (SSR_CACHE_SECONDS) and forgotten as soon as what they show
// changes (migration 0019's NOTIFY): server/ssr/page-cache.ts.

let server: TestServer;
let city: Awaited<ReturnType<typeof createCity>>;
let ad: Awaited<ReturnType<typeof createAd>>;

beforeAll(async () => {
  server = await startRenderingServer();
  const { db } = server.deps;
  city = await createCity(db);
  const owner = await createUser(db);
  const category = await categoryBySlug(db, 'real-estate');
  ad = await createAd(db, { userId: owner.id, cityId: city.id, categoryId: category.id, title: 'Old title' });
}, 60_000);
afterAll(() => server?.close());

const how = (page: { headers: Headers }) => /desc="(\w+)"/.exec(page.headers.get('server-timing') ?? '')?.[1];

/** Asks for `path` as a visitor until the answer is a kept page (the cache listens after its first page). */
async function keptPage(path: string, cookie = 'lang=en') {
  for (let attempt = 0; attempt < 10; attempt++) {
    const page = await renderedPage(server, path, { cookie });
    if (how(page) === 'kept') return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} was never kept`);
}

describe("visitors' pages", () => {
  it('are kept, then rendered anew as soon as what they show changes', async () => {
    const path = `/${city.slug}`;
    expect((await keptPage(path)).text).toContain('Old title');
    await server.deps.db
      .update(advertisements)
      .set({ title: 'New title' })
      .where(eq(advertisements.id, ad.id));
    await expect
      .poll(async () => {
        const page = await renderedPage(server, path, { cookie: 'lang=en' });
        return { how: how(page), shows: page.text.includes('New title') };
      })
      .toEqual({ how: 'rendered', shows: true });
  });

  it('are kept apart by language', async () => {
    const path = `/ads/${ad.id}`;
    expect((await keptPage(path, 'lang=en')).html).toContain('<html lang="en"');
    expect((await keptPage(path, 'lang=uk')).html).toContain('<html lang="uk"');
  });

  it('are never what a signed-in reader gets, nor is a search page kept', async () => {
    const path = `/ads/${ad.id}`;
    await keptPage(path);
    const { cookie } = await signedInPerson(server);
    for (let i = 0; i < 3; i++) {
      expect(how(await renderedPage(server, path, { cookie: `${cookie}; lang=en` }))).toBe('rendered');
      expect(how(await renderedPage(server, `/search?q=title`, { cookie: 'lang=en' }))).toBe('rendered');
    }
  });
});
