import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsFixture, signature, testWebhookSecret } from '../../support/payments-support';
import { controlClock } from '../../support/placement-support';
import { startTestServer, type TestServer } from '../../support/test-server';

// POST /api/v1/payments/webhooks/test: verified, handled once, and out-of-order events change nothing.

let server: TestServer;
let f: Awaited<ReturnType<typeof paymentsFixture>>;
let clock: ReturnType<typeof controlClock>;
let secret: string;

beforeAll(async () => {
  server = await startTestServer();
  f = await paymentsFixture(server);
  clock = controlClock(server, new Date());
  secret = testWebhookSecret(server.secret);
});
afterAll(() => server?.close());

const eventId = () => `evt_${randomUUID()}`;

/** A signed test-provider delivery of `event`, signed at the server's current time unless told. */
function deliver(event: Record<string, unknown>, at = clock.now()) {
  const body = JSON.stringify(event);
  return f.webhook('test', body, { 'test-payment-signature': signature(secret, body, at) });
}

/** An upgrade checkout left open: its payment id and session. */
async function openUpgrade(days = 30) {
  const owner = await f.person();
  const ad = await f.ad(owner.id);
  const plan = await f.plan('upgrade', { durationDays: days });
  const started = await f.checkout(owner, { plan_id: plan.id, ad_id: ad.id });
  return {
    owner,
    ad,
    paymentId: started.body.payment_id as string,
    session: f.sessionOf(started.body.checkout_url),
  };
}

const completed = (session: string, id = eventId()) => ({
  id,
  type: 'checkout.completed',
  session_id: session,
  payment_id: 'pi_1',
  subscription_id: null,
});

describe('test provider webhooks', () => {
  it('a repeated delivery of the same event answers 200 and changes nothing twice', async () => {
    const { ad, paymentId, session } = await openUpgrade(30);
    const event = completed(session);
    const first = await deliver(event);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const paidUntil = (await f.adRow(ad.id)).paidUntil?.toISOString();
    clock.set(new Date(clock.now().getTime() + 60_000));
    const again = await Promise.all([deliver(event), deliver(event)]);
    expect(again.map((r) => r.body)).toEqual([
      { received: true, duplicate: true },
      { received: true, duplicate: true },
    ]);
    expect((await f.adRow(ad.id)).paidUntil?.toISOString()).toBe(paidUntil);
    expect(await f.eventsOf(paymentId)).toHaveLength(1);
    // A second, different "completed" for the same checkout is recorded but grants nothing more.
    expect((await deliver(completed(session))).status).toBe(200);
    expect((await f.adRow(ad.id)).paidUntil?.toISOString()).toBe(paidUntil);
  });

  it('refuses forged, stale, unsigned and tampered deliveries with 400 and changes nothing', async () => {
    const { ad, paymentId, session } = await openUpgrade();
    const body = JSON.stringify(completed(session));
    const now = clock.now();
    const attempts: Record<string, string>[] = [
      { 'test-payment-signature': signature('not-the-secret', body, now) },
      { 'test-payment-signature': signature(secret, body, new Date(now.getTime() - 301_000)) },
      { 'test-payment-signature': signature(secret, body, new Date(now.getTime() + 301_000)) },
      {},
      { 'test-payment-signature': 'garbage' },
      { 'test-payment-signature': signature(secret, body, now).replace(/v1=\w{4}/, 'v1=0000') },
      { 'stripe-signature': signature(secret, body, now) },
    ];
    for (const headers of attempts) {
      const res = await f.webhook('test', body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect(res.body.error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    const tampered = await f.webhook('test', body.replace('pi_1', 'pi_2'), {
      'test-payment-signature': signature(secret, body, now),
    });
    expect(tampered.status).toBe(400);
    expect((await f.paymentRow(paymentId)).status).toBe('pending');
    expect((await f.adRow(ad.id)).isPaid).toBe(false);
    expect(await f.eventsOf(paymentId)).toHaveLength(0);
    // Within the tolerance it is accepted.
    expect((await deliver(completed(session), new Date(now.getTime() - 299_000))).status).toBe(200);
  });

  it('a late "expired" or "failed" after the payment went through changes nothing', async () => {
    const { ad, paymentId, session } = await openUpgrade();
    await deliver(completed(session));
    for (const type of ['checkout.expired', 'checkout.failed']) {
      expect((await deliver({ id: eventId(), type, session_id: session })).status).toBe(200);
    }
    expect((await f.paymentRow(paymentId)).status).toBe('paid');
    expect((await f.adRow(ad.id)).isPaid).toBe(true);

    const other = await openUpgrade();
    await deliver({ id: eventId(), type: 'checkout.failed', session_id: other.session });
    expect((await f.paymentRow(other.paymentId)).status).toBe('failed');
  });

  it('ignores event types it does not act on, unknown sessions, and other providers’ webhooks', async () => {
    expect(await deliver({ id: eventId(), type: 'charge.dispute.created' })).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect((await deliver(completed('cs_test_nobody'))).status).toBe(200);
    const body = JSON.stringify(completed('cs_x'));
    const stripe = await f.webhook('stripe', body, { 'stripe-signature': signature(secret, body) });
    expect(stripe.status).toBe(404);
    const notJson = await f.webhook('test', 'not json', {
      'test-payment-signature': signature(secret, 'not json', clock.now()),
    });
    expect(notJson.status).toBe(400);
  });
});
