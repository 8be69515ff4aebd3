import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/core/app-error';
import { advertisements } from '../../../server/db/schema/ads';
import { subscriptions } from '../../../server/db/schema/monetization';
import * as paymentsApi from '../../../shared/api/payments';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { configuredProvider } from '../../support/payments-support';
import { platformSetting, setPlatformSetting } from '../../support/platform-settings-support';
import { setupTestServer } from '../../support/setup-server';
import {
  at,
  type createSubscription,
  days,
  subscriptionFromT0,
  subscriptionPlanId,
} from '../../support/subscriptions-support';

// Cancel (expiring, benefits kept to the period end) and reactivate, with the provider told each
// time; only one's own, only while subscriptions are in effect, nothing changed when the provider fails.

const providerCalls: [string, boolean][] = [];
const shared = setupTestServer(
  async (server) => {
    const { db } = server.deps;
    const planId = await subscriptionPlanId(db);
    const place = {
      cityId: (await createCity(db)).id,
      categoryId: (await categoryBySlug(db, 'services')).id,
    };
    const subscriptionsWere = await platformSetting(server, 'subscriptions_enabled');
    await setPlatformSetting(server, 'subscriptions_enabled', true);
    // The test provider renews nothing itself; record what it is asked, then let it do its part.
    const provider = configuredProvider(server);
    server.deps.payments = {
      ...provider,
      name: provider.name,
      async setCancelAtPeriodEnd(id, cancel) {
        providerCalls.push([id, cancel]);
        await provider.setCancelAtPeriodEnd(id, cancel);
      },
    };
    return { planId, place, subscriptionsWere };
  },
  {
    cleanUp: ({ server, subscriptionsWere }) =>
      setPlatformSetting(server, 'subscriptions_enabled', subscriptionsWere),
  },
);

const setNow = (now: Date) => {
  shared.server.deps.clock = () => now;
};

/** My Subscriptions as the person of `cookie`: the list, and cancelling or reactivating one. */
const listAs = (cookie: string) => callApi(shared.server, paymentsApi.listSubscriptions, { cookie });
const cancelAs = (id: string, cookie: string, lang = 'en') =>
  callApi(shared.server, paymentsApi.cancelSubscription, { params: { id }, cookie, lang });
const reactivateAs = (id: string, cookie: string) =>
  callApi(shared.server, paymentsApi.reactivateSubscription, { params: { id }, cookie });
const subscribe = (userId: string, fields: Partial<Parameters<typeof createSubscription>[1]> = {}) =>
  subscriptionFromT0(shared.server.deps.db, userId, shared.planId, fields);
/** A subscription running at the clock's time. */
const running = (userId: string, cancelAtPeriodEnd = false) => {
  const now = shared.server.deps.clock();
  return subscribe(userId, { start: now, end: new Date(now.getTime() + days(30)), cancelAtPeriodEnd });
};
const stored = async (id: string) =>
  (await shared.server.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

describe('cancel and reactivate', () => {
  it('cancel: expiring until the period end, the provider stops renewal, the ads stay paid to the end', async () => {
    const person = await signedInPerson(shared.server);
    const sub = await subscribe(person.id);
    const ad = await createAd(shared.server.deps.db, {
      ...shared.place,
      userId: person.id,
      isPaid: true,
      paidUntil: sub.currentPeriodEnd,
    });
    setNow(at(days(10)));

    const res = await cancelAs(sub.id, person.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: sub.id,
      status: 'expiring',
      cancel_at_period_end: true,
      cancelled_at: at(days(10)).toISOString(),
      next_billing_date: null,
      current_period_end: at(days(30)).toISOString(),
    });
    expect(providerCalls).toContainEqual([sub.providerSubscriptionId, true]);
    const [row] = await shared.server.deps.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.id, ad.id));
    expect(row).toMatchObject({ isPaid: true, paidUntil: at(days(30)) });

    setNow(at(days(29)));
    expect((await listAs(person.cookie)).body.items[0].status).toBe('expiring');
    setNow(at(days(30) + 1));
    expect((await listAs(person.cookie)).body.items[0].status).toBe('cancelled');
  });

  it('reactivate before the end: active again, renewing, and the provider resumes it', async () => {
    const person = await signedInPerson(shared.server);
    const sub = await subscribe(person.id, { cancelAtPeriodEnd: true });
    setNow(at(days(20)));
    const res = await reactivateAs(sub.id, person.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      cancelled_at: null,
      next_billing_date: at(days(30)).toISOString(),
    });
    expect(providerCalls).toContainEqual([sub.providerSubscriptionId, false]);
  });

  it('cancelling twice is refused (409), in the reader’s language, and changes nothing', async () => {
    const person = await signedInPerson(shared.server);
    const sub = await subscribe(person.id);
    setNow(at(days(1)));
    expect((await cancelAs(sub.id, person.cookie)).status).toBe(200);
    setNow(at(days(2)));
    const again = await cancelAs(sub.id, person.cookie, 'uk');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'SUBSCRIPTION_NOT_CANCELLABLE',
      message: 'Цю підписку зараз не можна скасувати',
    });
    const listed = (await listAs(person.cookie)).body.items[0];
    expect(listed.cancelled_at).toBe(at(days(1)).toISOString());
  });

  it('refuses to reactivate after the period end, or one that is still active; to cancel an ended one', async () => {
    const person = await signedInPerson(shared.server);
    const expiring = await subscribe(person.id, { cancelAtPeriodEnd: true });
    const active = await subscribe(person.id, { start: at(days(30)), end: at(days(60)) });
    setNow(at(days(31)));
    const late = await reactivateAs(expiring.id, person.cookie);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SUBSCRIPTION_NOT_REACTIVATABLE');
    const running = await reactivateAs(active.id, person.cookie);
    expect(running.body.error.code).toBe('SUBSCRIPTION_NOT_REACTIVATABLE');
    const ended = await cancelAs(expiring.id, person.cookie);
    expect(ended.status).toBe(409);
    expect(ended.body.error.code).toBe('SUBSCRIPTION_NOT_CANCELLABLE');
  });
});

describe('whose and when', () => {
  it('someone else’s subscription, an unknown or a malformed id: 404 and nothing changes', async () => {
    const owner = await signedInPerson(shared.server);
    const stranger = await signedInPerson(shared.server);
    const active = await running(owner.id);
    const expiring = await running(owner.id, true);
    expect((await cancelAs(active.id, stranger.cookie)).status).toBe(404);
    expect((await reactivateAs(expiring.id, stranger.cookie)).status).toBe(404);
    expect((await stored(active.id))?.cancelAtPeriodEnd).toBe(false);
    expect((await stored(expiring.id))?.cancelAtPeriodEnd).toBe(true);
    const unknown = crypto.randomUUID();
    expect((await cancelAs(unknown, owner.cookie)).status).toBe(404);
    expect((await cancelAs('not-an-id', owner.cookie)).status).toBe(404);
  });
});

describe('when subscriptions are not in effect', () => {
  it('cancel and reactivate answer 403 FEATURE_DISABLED; the list stays readable', async () => {
    const owner = await signedInPerson(shared.server);
    const active = await running(owner.id);
    const expiring = await running(owner.id, true);
    await setPlatformSetting(shared.server, 'subscriptions_enabled', false);
    try {
      const cancel = await cancelAs(active.id, owner.cookie);
      expect(cancel.status).toBe(403);
      expect(cancel.body.error.code).toBe('FEATURE_DISABLED');
      const reactivate = await reactivateAs(expiring.id, owner.cookie);
      expect(reactivate.status).toBe(403);
      expect(reactivate.body.error.code).toBe('FEATURE_DISABLED');
      const list = await listAs(owner.cookie);
      expect(list.status).toBe(200);
      expect(list.body.items).toHaveLength(2);
    } finally {
      await setPlatformSetting(shared.server, 'subscriptions_enabled', true);
    }
    expect((await stored(active.id))?.cancelAtPeriodEnd).toBe(false);
    expect((await stored(expiring.id))?.cancelAtPeriodEnd).toBe(true);
  });
});

describe('when the payment provider fails', () => {
  it('answers 502 and leaves the subscription as it was', async () => {
    const owner = await signedInPerson(shared.server);
    const active = await running(owner.id);
    const provider = configuredProvider(shared.server);
    // The outside service is down: the provider reports it the way server/payments does.
    shared.server.deps.payments = {
      ...provider,
      name: provider.name,
      setCancelAtPeriodEnd: async () => {
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502);
      },
    };
    try {
      const res = await cancelAs(active.id, owner.cookie);
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      shared.server.deps.payments = provider;
    }
    expect(await stored(active.id)).toMatchObject({ cancelAtPeriodEnd: false, cancelledAt: null });
  });
});
