import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import { categoryBySlug, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { createSubscription, days, subscriptionPlanId } from '../../support/subscriptions-support';
import { startTestServer, type TestServer } from '../../support/test-server';

// A subscription's benefit reaches ads posted while it runs: paid placement to the period end.

let server: TestServer;
let planId: string;
let place: { city_id: string; category_id: string };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  planId = await subscriptionPlanId(db);
  place = {
    city_id: (await createCity(db)).id,
    category_id: (await categoryBySlug(db, 'services')).id,
  };
});
afterAll(() => server?.close());

const post = async (cookie: string) => {
  const res = await callApi(server, adsApi.createAd, {
    body: { title: 'Piano lessons', description: '<p>Weekly</p>', ...place },
    cookie,
  });
  expect(res.status).toBe(201);
  const [row] = await server.deps.db
    .select({ isPaid: advertisements.isPaid, paidUntil: advertisements.paidUntil })
    .from(advertisements)
    .where(eq(advertisements.id, res.body.id));
  return row;
};
const fromNow = (ms: number) => new Date(Date.now() + ms);

describe('posting an ad while subscribed', () => {
  it('makes it paid until the running period ends (an expiring period counts too)', async () => {
    const person = await signedInPerson(server);
    const end = fromNow(days(12));
    await createSubscription(server.deps.db, {
      userId: person.id,
      planId,
      start: fromNow(-days(18)),
      end,
      cancelAtPeriodEnd: true,
    });
    expect(await post(person.cookie)).toEqual({ isPaid: true, paidUntil: end });
  });

  it('leaves it free without a subscription, or after the subscription ended', async () => {
    const never = await signedInPerson(server);
    expect(await post(never.cookie)).toEqual({ isPaid: false, paidUntil: null });
    const lapsed = await signedInPerson(server);
    await createSubscription(server.deps.db, {
      userId: lapsed.id,
      planId,
      start: fromNow(-days(40)),
      end: fromNow(-days(10)),
    });
    expect(await post(lapsed.cookie)).toEqual({ isPaid: false, paidUntil: null });
  });
});
