import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adRatings } from '../../../server/db/schema/ratings';
import { createUser } from '../../support/factories';
import { jsonLd, page, seedAd, startSeoServer } from '../../support/seo-helpers';
import type { TestServer } from '../../support/test-server';

// The ad page's JSON-LD carries the approved ratings' summary, and nothing before there is one.

let server: TestServer;
beforeAll(async () => {
  server = await startSeoServer();
});
afterAll(() => server?.close());

describe('the ad page JSON-LD', () => {
  it('has an aggregateRating from approved ratings only', async () => {
    const { ad } = await seedAd(server, { title: 'Rated bike', price: 90 });
    expect(jsonLd((await page(server, `/ads/${ad.id}?lang=en`)).head)).not.toHaveProperty('aggregateRating');

    const ratings = [
      [5, 'approved'],
      [4, 'approved'],
      [1, 'pending'],
    ] as const;
    for (const [rating, status] of ratings) {
      const author = await createUser(server.deps.db);
      await server.deps.db.insert(adRatings).values({ adId: ad.id, userId: author.id, rating, status });
    }
    const data = jsonLd((await page(server, `/ads/${ad.id}?lang=en`)).head);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
