import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../shared/api/operation';
import * as paymentsApi from '../../../shared/api/payments';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupTestServer } from '../../support/setup-server';
import {
  at,
  type createSubscription,
  days,
  subscriptionFromT0,
  subscriptionPlanId,
  T0,
} from '../../support/subscriptions-support';

// My Subscriptions, read: the caller's own, newest first, with the status at the clock's time.
// (Readable whatever the settings say: this file leaves them alone.)

const shared = setupTestServer(async (server) => ({ planId: await subscriptionPlanId(server.deps.db) }));

const setNow = (now: Date) => {
  shared.server.deps.clock = () => now;
};

const listAs = (cookie: string) => callApi(shared.server, paymentsApi.listSubscriptions, { cookie });
const subscribe = (userId: string, fields: Partial<Parameters<typeof createSubscription>[1]> = {}) =>
  subscriptionFromT0(shared.server.deps.db, userId, shared.planId, fields);

describe('GET /me/subscriptions', () => {
  it('lists only the caller’s own, newest first, with plan names, cycle and status at the clock', async () => {
    const person = await signedInPerson(shared.server);
    const other = await signedInPerson(shared.server);
    const old = await subscribe(person.id, {
      start: at(-days(400)),
      end: at(-days(35)),
      billingCycle: 'annual',
      createdAt: at(-days(400)),
    });
    const current = await subscribe(person.id, { createdAt: T0 });
    await subscribe(other.id);
    setNow(at(days(1)));

    const res = await listAs(person.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body.items).toEqual([
      {
        id: current.id,
        plan_id: shared.planId,
        plan_name_en: 'Business',
        plan_name_uk: 'Бізнес',
        status: 'active',
        billing_cycle: 'monthly',
        next_billing_date: at(days(30)).toISOString(),
        current_period_end: at(days(30)).toISOString(),
        cancel_at_period_end: false,
        cancelled_at: null,
        created_at: T0.toISOString(),
      },
      expect.objectContaining({
        id: old.id,
        status: 'cancelled',
        billing_cycle: 'annual',
        next_billing_date: null,
      }),
    ]);

    setNow(at(days(30)));
    const over = await listAs(person.cookie);
    expect(over.body.items[0]).toMatchObject({ status: 'cancelled', next_billing_date: null });
  });

  it('shows a cancelled subscription whose period still runs as expiring, without a next billing date', async () => {
    const person = await signedInPerson(shared.server);
    await subscribe(person.id, { cancelAtPeriodEnd: true });
    setNow(at(days(29)));
    const res = await listAs(person.cookie);
    expect(res.body.items).toEqual([
      expect.objectContaining({ status: 'expiring', next_billing_date: null, cancel_at_period_end: true }),
    ]);
  });

  it('is empty for someone who never subscribed', async () => {
    const person = await signedInPerson(shared.server);
    expect((await listAs(person.cookie)).body).toEqual({ items: [] });
  });
});

describe('signing in', () => {
  it('a visitor gets 401 on every subscription endpoint', async () => {
    const owner = await signedInPerson(shared.server);
    const sub = await subscribe(owner.id);
    const calls: [Operation, { params?: { id: string } }][] = [
      [paymentsApi.listSubscriptions, {}],
      [paymentsApi.cancelSubscription, { params: { id: sub.id } }],
      [paymentsApi.reactivateSubscription, { params: { id: sub.id } }],
    ];
    for (const [op, input] of calls) {
      const res = await callApi(shared.server, op, input as never);
      expect(res.status, op.path).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });
});
