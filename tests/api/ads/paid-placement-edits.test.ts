import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { DAY, HOUR } from '../../support/placement-support';
import { startTestServer, type TestServer } from '../../support/test-server';

// docs/decisions/014: ad edits never write is_paid, paid_until nor boosted_at.
let server: TestServer;
let place: { cityId: string; categoryId: string };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  place = { cityId: (await createCity(db)).id, categoryId: (await categoryBySlug(db, 'vehicles')).id };
});
afterAll(() => server?.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Family car, well kept',
  description: '<p>One owner</p>',
  price: 9500,
  category_id: place.categoryId,
  city_id: place.cityId,
  is_event: false,
  ...overrides,
});

async function paidBoostedAdOf(ownerId: string) {
  const now = Date.now();
  return createAd(server.deps.db, {
    ...place,
    userId: ownerId,
    createdAt: new Date(now - 20 * DAY),
    isPaid: true,
    paidUntil: new Date(now + 9 * DAY),
    boostedAt: new Date(now - HOUR),
  });
}

async function placementOf(id: string) {
  const [row] = await server.deps.db
    .select({
      isPaid: advertisements.isPaid,
      paidUntil: advertisements.paidUntil,
      boostedAt: advertisements.boostedAt,
      createdAt: advertisements.createdAt,
      listedAt: advertisements.listedAt,
    })
    .from(advertisements)
    .where(eq(advertisements.id, id));
  return row;
}

describe('editing a paid, boosted ad', () => {
  for (const editor of ['owner', 'admin'] as const) {
    it(`keeps its paid period and boost when its ${editor} edits it`, async () => {
      const owner = await signedInPerson(server);
      const admin = await signedInPerson(server, 'admin');
      const ad = await paidBoostedAdOf(owner.id);
      const before = await placementOf(ad.id);
      const cookie = editor === 'owner' ? owner.cookie : admin.cookie;
      const res = await callApi(server, adsApi.updateAd, {
        params: { id: ad.id },
        cookie,
        body: body({ title: `Edited by the ${editor}`, category_id: place.categoryId }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: `Edited by the ${editor}`,
        is_paid: true,
        paid_until: ad.paidUntil?.toISOString(),
        created_at: ad.createdAt.toISOString(),
      });
      expect(await placementOf(ad.id)).toEqual(before);
    });
  }

  it('refuses placement fields in an edit and changes nothing', async () => {
    const owner = await signedInPerson(server);
    const free = await createAd(server.deps.db, { ...place, userId: owner.id });
    const paid = await paidBoostedAdOf(owner.id);
    const attempts = [
      { is_paid: true, paid_until: new Date(Date.now() + 365 * DAY).toISOString() },
      { boosted_at: new Date().toISOString() },
      { is_paid: false },
    ];
    for (const ad of [free, paid]) {
      const before = await placementOf(ad.id);
      for (const fields of attempts) {
        const res = await callApi(server, adsApi.updateAd, {
          params: { id: ad.id },
          cookie: owner.cookie,
          body: body(fields),
        });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
      }
      expect(await placementOf(ad.id)).toEqual(before);
    }
  });
});
