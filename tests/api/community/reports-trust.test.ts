import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { sponsorships } from '../../../server/db/schema/monetization';
import { adReports } from '../../../server/db/schema/reports';
import * as adminRatingsApi from '../../../shared/api/admin-ratings';
import * as messagesApi from '../../../shared/api/messages';
import * as notificationsApi from '../../../shared/api/notifications';
import * as ratingsApi from '../../../shared/api/ratings';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { hidden, type Person, reportsFixture, visible } from '../../support/reports-support';
import { setupTestServer } from '../../support/setup-server';

// Reports weighted by trust (issue 30): new accounts and accounts without a history here cannot hide
// an ad, staff, sponsored and paid ads are never hidden and come first in the queue, and a burst of
// new accounts' reports is marked for the moderators.

const f = setupTestServer(reportsFixture);
const DAY = 24 * 3600_000;
type Queued = {
  ad_id: string;
  open_reports: number;
  trusted_reports: number;
  exempt_from_hiding: string[];
  report_burst: boolean;
  reports: { reporter_id: string; reporter_trusted: boolean }[];
};

const paidUntil = (adId: string, until: Date) =>
  f.server.deps.db
    .update(advertisements)
    .set({ isPaid: true, paidUntil: until })
    .where(eq(advertisements.id, adId));
const sponsor = (adId: string, startsAt: Date, endsAt: Date) =>
  f.server.deps.db.insert(sponsorships).values({ adId, startsAt, endsAt });

const queued = async (adId: string): Promise<Queued | undefined> =>
  (await f.queue('?limit=50')).body.items.find((item: Queued) => item.ad_id === adId);

async function reportAll(adId: string, people: Person[]) {
  for (const person of people) expect((await f.report(person, adId)).status).toBe(201);
}

describe('who can hide an ad', () => {
  it('three new accounts do not: the ad stays published, their reports reach the moderators', async () => {
    const ad = await f.ad();
    const newcomers = [await f.newcomer(), await f.newcomer(), await f.newcomer(), await f.newcomer()];
    await reportAll(ad.id, newcomers);
    expect(await f.publicly(ad)).toEqual(visible);
    const item = await queued(ad.id);
    expect(item).toMatchObject({ open_reports: 4, trusted_reports: 0, exempt_from_hiding: [] });
    expect(item?.reports.map((r) => r.reporter_trusted)).toEqual([false, false, false, false]);
    const notices = await callApi(f.server, notificationsApi.listNotifications, { cookie: ad.owner.cookie });
    expect(notices.body.items.some((n: { kind: string }) => n.kind === 'ad_reported')).toBe(false);
  });

  it('nor do year-old accounts that never did anything here', async () => {
    const ad = await f.ad();
    await reportAll(ad.id, [await f.idler(), await f.idler(), await f.idler()]);
    expect(await f.publicly(ad)).toEqual(visible);
    expect(await queued(ad.id)).toMatchObject({ open_reports: 3, trusted_reports: 0 });
  });

  it('only trusted reports count: two trusted and two new leave it up, the third trusted hides it', async () => {
    const ad = await f.ad();
    const trusted = [await f.person(), await f.person()];
    await reportAll(ad.id, [
      trusted[0] as Person,
      await f.newcomer(),
      await f.newcomer(),
      trusted[1] as Person,
    ]);
    expect(await f.publicly(ad)).toEqual(visible);
    expect(await queued(ad.id)).toMatchObject({ open_reports: 4, trusted_reports: 2 });
    await reportAll(ad.id, [await f.person()]);
    expect(await f.publicly(ad)).toEqual(hidden);
    expect(await queued(ad.id)).toMatchObject({ open_reports: 5, trusted_reports: 3, status: 'pending' });
  });

  it('an approved rating or a seller’s answer gives an old account its history; staff count at once', async () => {
    const ad = await f.ad();
    const [rater, buyer] = [await f.idler(), await f.idler()];
    const rated = await callApi(f.server, ratingsApi.createRating, {
      params: { id: (await f.ad()).id },
      cookie: rater.cookie,
      body: { rating: 4 },
    });
    expect(rated.status).toBe(201);
    await callApi(f.server, adminRatingsApi.moderateRating, {
      params: { id: rated.body.id },
      cookie: f.admin.cookie,
      body: { status: 'approved' },
    });
    const seller = await f.ad();
    const asked = await callApi(f.server, messagesApi.messageSeller, {
      params: { id: seller.id },
      cookie: buyer.cookie,
      body: { body: 'Still there?' },
    });
    expect(asked.status).toBe(201);
    // Writing alone is no history: only someone else's answer is.
    await reportAll(ad.id, [rater, buyer]);
    expect(await queued(ad.id)).toMatchObject({ trusted_reports: 1 });
    const answered = await callApi(f.server, messagesApi.replyInConversation, {
      params: { id: asked.body.conversation_id },
      cookie: seller.owner.cookie,
      body: { body: 'Yes' },
    });
    expect(answered.status).toBe(201);
    expect(await queued(ad.id)).toMatchObject({ trusted_reports: 2 });
    expect(await f.publicly(ad)).toEqual(visible);
    const newAdmin = await signedInPerson(f.server, 'admin', { newAccount: true });
    await reportAll(ad.id, [newAdmin]);
    expect(await f.publicly(ad)).toEqual(hidden);
  });
});

describe('ads reports never hide', () => {
  it('paid, sponsored and staff ads stay published after trusted reports, and come first in the queue', async () => {
    const paid = await f.ad();
    await paidUntil(paid.id, new Date(Date.now() + 10 * DAY));
    const sponsored = await f.ad();
    await sponsor(sponsored.id, new Date(Date.now() - DAY), new Date(Date.now() + DAY));
    const staff = await f.ad({ owner: await signedInPerson(f.server, 'admin') });
    for (const ad of [paid, sponsored, staff]) await f.reportedBy(ad.id, 4);
    for (const ad of [paid, sponsored, staff]) expect(await f.publicly(ad), ad.id).toEqual(visible);
    // Reported last and most, an ordinary ad still comes after them.
    const ordinary = await f.ad();
    await f.reportedBy(ordinary.id, 5);
    expect(await f.publicly(ordinary)).toEqual(hidden);

    for (const sort of ['newest', 'most']) {
      const items: Queued[] = (await f.queue(`?sort=${sort}&limit=50`)).body.items;
      const firstPlain = items.findIndex((item) => item.exempt_from_hiding.length === 0);
      expect(
        items.slice(firstPlain).every((item) => item.exempt_from_hiding.length === 0),
        sort,
      ).toBe(true);
      const exempt = new Map(items.slice(0, firstPlain).map((item) => [item.ad_id, item.exempt_from_hiding]));
      expect(exempt.get(paid.id), sort).toEqual(['paid']);
      expect(exempt.get(sponsored.id), sort).toEqual(['sponsored']);
      expect(exempt.get(staff.id), sort).toEqual(['staff']);
      expect(items.find((item) => item.ad_id === staff.id)).toMatchObject({ trusted_reports: 4 });
    }
  });

  it('an ad whose paid time or sponsorship ended is hidden like any other', async () => {
    const lapsed = await f.ad();
    await paidUntil(lapsed.id, new Date(Date.now() - DAY));
    const ended = await f.ad();
    await sponsor(ended.id, new Date(Date.now() - 3 * DAY), new Date(Date.now() - DAY));
    for (const ad of [lapsed, ended]) {
      await f.reportedBy(ad.id, 3);
      expect(await f.publicly(ad), ad.id).toEqual(hidden);
    }
  });
});

describe('report bursts', () => {
  it('marks an ad three new accounts reported within an hour, not trusted people nor two', async () => {
    const brigaded = await f.ad();
    await reportAll(brigaded.id, [await f.newcomer(), await f.newcomer(), await f.newcomer()]);
    const pair = await f.ad();
    await reportAll(pair.id, [await f.newcomer(), await f.newcomer(), await f.person()]);
    const trusted = await f.ad();
    await f.reportedBy(trusted.id, 2);
    expect(await queued(brigaded.id)).toMatchObject({ report_burst: true });
    expect(await queued(pair.id)).toMatchObject({ report_burst: false });
    expect(await queued(trusted.id)).toMatchObject({ report_burst: false });
  });

  it('does not mark new accounts’ reports spread over more than an hour', async () => {
    const ad = await f.ad();
    const first = await f.newcomer();
    await reportAll(ad.id, [first, await f.newcomer(), await f.newcomer()]);
    expect(await queued(ad.id)).toMatchObject({ report_burst: true });
    await f.server.deps.db
      .update(adReports)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(adReports.reporterId, first.id));
    expect(await queued(ad.id)).toMatchObject({ report_burst: false });
  });
});
