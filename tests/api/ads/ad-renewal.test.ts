import { describe, expect, it } from 'vitest';
import * as adsApi from '../../../shared/api/ads';
import * as meApi from '../../../shared/api/me';
import { adRow, DAY, HOUR, ownerInNewCity, setupExpiryServer } from '../../support/expiry-support';
import { createAd, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { listingIds } from '../../support/placement-support';

// Renewal (issue 20, docs/decisions/029): the owner (or an admin) renews an expired ad or one within
// renewal_window_days of its expiry; the expiry moves on from now, nothing else: not its place in
// the list (listed_at), not a paid period. A boost stays the only way to the top.
const shared = setupExpiryServer();
const place = () => ownerInNewCity(shared.server);

const renew = (id: string, cookie?: string, lang = 'en') =>
  callApi(shared.server, adsApi.renewAd, { params: { id }, cookie, lang });

describe('renewing an ad', () => {
  it('publishes an expired ad again in its old place, below paid ads, its dates untouched', async () => {
    const { db, city, owner, base } = await place();
    const at = shared.clock.at;
    const paid = await createAd(db, {
      ...base,
      createdAt: at(-20 * DAY),
      isPaid: true,
      paidUntil: at(5 * DAY),
      expiresAt: at(10 * DAY),
    });
    const renewed = await createAd(db, {
      ...base,
      createdAt: at(-40 * DAY),
      boostedAt: at(-10 * DAY),
      isPaid: true,
      paidUntil: at(-2 * DAY), // paid once, over
      status: 'expired',
      expiresAt: at(-HOUR),
    });
    const newer = await createAd(db, { ...base, createdAt: at(-DAY), expiresAt: at(20 * DAY) });
    expect(await listingIds(shared.server, `city=${city.id}`)).toEqual([paid.id, newer.id]);

    const res = await renew(renewed.id, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'approved',
      expires_at: at(30 * DAY).toISOString(),
      renewable: false,
      paid_until: renewed.paidUntil?.toISOString(),
    });
    const row = await adRow(shared.server, renewed.id);
    expect(row.listedAt).toEqual(renewed.listedAt);
    expect(row.boostedAt).toEqual(renewed.boostedAt);
    expect(row.createdAt).toEqual(renewed.createdAt);
    expect(row.paidUntil).toEqual(renewed.paidUntil);
    expect(row.isPaid).toBe(true);
    expect((await adRow(shared.server, paid.id)).paidUntil).toEqual(paid.paidUntil);
    // Back in the list where it stood: after the paid ad and after the newer free one.
    expect(await listingIds(shared.server, `city=${city.id}`)).toEqual([paid.id, newer.id, renewed.id]);
  });

  it('opens renewal renewal_window_days before the expiry, and moves the expiry on from now', async () => {
    const { db, owner, base } = await place();
    const ad = await createAd(db, { ...base, expiresAt: shared.clock.at(10 * DAY) });
    const mine = async () =>
      (await callApi(shared.server, meApi.listOwnAds, { cookie: owner.cookie })).body.items.find(
        (a: { id: string }) => a.id === ad.id,
      );
    expect(await mine()).toMatchObject({ renewable: false, expires_at: ad.expiresAt?.toISOString() });
    const early = await renew(ad.id, owner.cookie, 'uk');
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('AD_RENEWAL_TOO_EARLY');
    expect(early.body.error.message).toMatch(/можна буде продовжити з \d+ \S+ \d{4}/);
    expect((await adRow(shared.server, ad.id)).expiresAt).toEqual(ad.expiresAt);

    shared.clock.set(shared.clock.at(4 * DAY)); // now 6 days before: within the 7-day window
    expect(await mine()).toMatchObject({ renewable: true });
    const res = await renew(ad.id, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.body.expires_at).toBe(shared.clock.at(30 * DAY).toISOString());
    expect(res.body.renewable).toBe(false);
  });

  it('is for the owner and admins only, and refuses what cannot be renewed with a clear 4xx', async () => {
    const { db, base, owner } = await place();
    const stranger = await signedInPerson(shared.server);
    const expired = await createAd(db, { ...base, status: 'expired', expiresAt: shared.clock.at(-DAY) });
    const approved = await createAd(db, { ...base, expiresAt: shared.clock.at(DAY) });
    const pending = await createAd(db, { ...base, status: 'pending' });
    const event = await createAd(db, {
      ...base,
      isEvent: true,
      eventDate: shared.clock.at(DAY),
      expiresAt: shared.clock.at(DAY),
    });

    expect((await renew(expired.id)).status).toBe(401);
    // Someone else: an ad they cannot see is not found; one they can is forbidden.
    expect((await renew(expired.id, stranger.cookie)).status).toBe(404);
    expect((await renew(approved.id, stranger.cookie)).status).toBe(403);
    expect((await adRow(shared.server, expired.id)).status).toBe('expired');

    const waiting = await renew(pending.id, owner.cookie);
    expect(waiting.status).toBe(409);
    expect(waiting.body.error).toMatchObject({
      code: 'AD_NOT_RENEWABLE',
      message: expect.stringMatching(/approved or expired/),
    });
    const ended = await renew(event.id, owner.cookie, 'uk');
    expect(ended.status).toBe(409);
    expect(ended.body.error.code).toBe('EVENT_NOT_RENEWABLE');
    expect(ended.body.error.message).toMatch(/Подія/);
    expect((await renew('not-an-id', owner.cookie)).status).toBe(404);
    expect((await renew('00000000-0000-4000-8000-000000000000', owner.cookie)).status).toBe(404);

    const byAdmin = await renew(expired.id, shared.admin.cookie);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.status).toBe('approved');
  });

  it('arms the next reminder only when the new expiry lies beyond the reminder days', async () => {
    const { db, base, owner } = await place();
    const ad = await createAd(db, {
      ...base,
      status: 'expired',
      expiresAt: shared.clock.at(-DAY),
      expiryRemindedAt: shared.clock.at(-4 * DAY),
    });
    expect((await renew(ad.id, owner.cookie)).status).toBe(200);
    expect((await adRow(shared.server, ad.id)).expiryRemindedAt).toBeNull();
  });
});
