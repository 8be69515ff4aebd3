import { describe, expect, it } from 'vitest';
import type { advertisements } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import * as moderationApi from '../../../shared/api/moderation';
import * as notificationsApi from '../../../shared/api/notifications';
import { outboxFor } from '../../support/auth-client';
import {
  adRow,
  DAY,
  HOUR,
  runPass,
  setLanguage,
  setTrust,
  setupExpiryServer,
} from '../../support/expiry-support';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';

// Owners are told expiry_reminder_days before their ad expires: an in-app notice and a mail in
// their language with one link to renew, once (issue 20, docs/decisions/029).
const shared = setupExpiryServer();

async function ownerWithAd(
  language: 'uk' | 'en' | null,
  fields: Partial<typeof advertisements.$inferInsert> = {},
) {
  const { db } = shared.server.deps;
  const city = await createCity(db);
  const owner = await signedInPerson(shared.server);
  await setLanguage(shared.server, owner.id, language);
  const category = await categoryBySlug(db, 'services');
  const ad = await createAd(db, {
    userId: owner.id,
    cityId: city.id,
    categoryId: category.id,
    title: `Old sofa ${Date.now().toString(36)}`,
    expiresAt: shared.clock.at(2 * DAY),
    ...fields,
  });
  return { owner, ad, email: `${owner.id}@test.hromada.local` };
}

const notices = async (cookie: string) =>
  (await callApi(shared.server, notificationsApi.listNotifications, { cookie })).body.items as {
    kind: string;
    ad_id: string;
    ad_title: string;
    expires_at: string | null;
  }[];

describe('expiry reminders', () => {
  it('tells the owner once, in their language, with the link that renews the ad', async () => {
    const { owner, ad, email } = await ownerWithAd('uk');
    const { reminded } = await runPass(shared.server);
    expect(reminded).toContain(ad.id);

    const mails = await outboxFor(shared.server, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toContain(ad.title);
    expect(mail?.subject).toMatch(/діє до/);
    expect(mail?.text).not.toMatch(/expires on/);
    expect(mail?.text).toContain(`${shared.server.deps.env.baseUrl}/my-ads?renew=${ad.id}`);
    expect((await notices(owner.cookie)).filter((n) => n.ad_id === ad.id)).toEqual([
      expect.objectContaining({
        kind: 'ad_expiring',
        ad_title: ad.title,
        expires_at: ad.expiresAt?.toISOString(),
      }),
    ]);

    // Sent once: another pass, later, sends nothing more.
    shared.clock.set(shared.clock.at(HOUR));
    expect((await runPass(shared.server)).reminded).not.toContain(ad.id);
    expect(await outboxFor(shared.server, email)).toHaveLength(1);
    expect((await notices(owner.cookie)).filter((n) => n.ad_id === ad.id)).toHaveLength(1);
  });

  it('writes in English to an English owner, and in both languages while the language is unknown', async () => {
    const english = await ownerWithAd('en');
    const unknown = await ownerWithAd(null);
    await runPass(shared.server);
    const [en] = await outboxFor(shared.server, english.email);
    expect(en?.subject).toMatch(/expires on/);
    expect(en?.text).not.toMatch(/діє до/);
    expect(en?.text).toContain(`/my-ads?renew=${english.ad.id}`);
    const [both] = await outboxFor(shared.server, unknown.email);
    expect(both?.text).toMatch(/діє до/);
    expect(both?.text).toMatch(/expires on/);
  });

  it('remembers the language of the owner’s last ad write', async () => {
    const { owner, ad, email } = await ownerWithAd(null, { expiresAt: shared.clock.at(20 * DAY) });
    const edited = await callApi(shared.server, adsApi.updateAd, {
      params: { id: ad.id },
      cookie: owner.cookie,
      body: { price: 90 },
      lang: 'en',
    });
    expect(edited.status).toBe(200);
    // The edit sent it back to moderation; approved again, it expires in 30 days: move close to it.
    await callApi(shared.server, moderationApi.moderateAd, {
      params: { id: ad.id },
      cookie: shared.admin.cookie,
      body: { status: 'approved' },
    });
    shared.clock.set(shared.clock.at(28 * DAY));
    await runPass(shared.server);
    const mail = (await outboxFor(shared.server, email)).find((m) => m.text.includes('/my-ads?renew='));
    expect(mail?.subject).toMatch(/expires on/);
    expect(mail?.text).not.toMatch(/діє до/);
  });

  it('waits until the reminder days (a live setting) and never reminds about an event', async () => {
    const far = await ownerWithAd('en', { expiresAt: shared.clock.at(5 * DAY) });
    const event = await ownerWithAd('en', {
      isEvent: true,
      eventDate: shared.clock.at(DAY),
      expiresAt: shared.clock.at(DAY),
    });
    expect((await runPass(shared.server)).reminded).not.toContain(far.ad.id);
    expect(await outboxFor(shared.server, far.email)).toHaveLength(0);

    await setTrust(shared.server, shared.admin.cookie, 'expiry_reminder_days', 6);
    try {
      const { reminded } = await runPass(shared.server);
      expect(reminded).toContain(far.ad.id);
      expect(reminded).not.toContain(event.ad.id);
      expect(await outboxFor(shared.server, event.email)).toHaveLength(0);
      expect((await adRow(shared.server, event.ad.id)).expiryRemindedAt).toBeNull();
    } finally {
      await setTrust(shared.server, shared.admin.cookie, 'expiry_reminder_days', 3);
    }
  });
});
