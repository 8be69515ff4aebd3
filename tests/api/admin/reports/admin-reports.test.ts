import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../../../server/db/schema/auth';
import { profiles } from '../../../../server/db/schema/profiles';
import * as reportsApi from '../../../../shared/api/admin-reports';
import * as adsApi from '../../../../shared/api/ads';
import * as notificationsApi from '../../../../shared/api/notifications';
import { outboxFor } from '../../../support/auth-client';
import { callApi } from '../../../support/http';
import { hidden, reportsFixture, visible } from '../../../support/reports-support';
import { setupTestServer } from '../../../support/setup-server';

// The moderators' reports queue in /admin: what it shows, and dismiss, reject and disable the owner.

const f = setupTestServer(reportsFixture);

const ACTIONS = ['dismiss', 'reject', 'disable-owner'] as const;
/** A moderator's action on an ad's open reports (shared/api/admin-reports.ts), as the person of `cookie`. */
const act = (action: (typeof ACTIONS)[number], id: string, cookie: string | undefined, reason?: string) => {
  const as = { params: { id }, cookie };
  if (action === 'reject')
    return callApi(f.server, reportsApi.rejectReportedAd, {
      ...as,
      body: reason ? { rejection_reason: reason } : {},
    });
  const op = action === 'dismiss' ? reportsApi.dismissReports : reportsApi.disableReportedOwner;
  return callApi(f.server, op, as);
};
const unknownId = '00000000-0000-4000-8000-000000000000';
type Item = { ad_id: string };
const itemOf = (body: { items: Item[] }, adId: string) => body.items.find((item) => item.ad_id === adId);
/** The ad's page, as a visitor (or the person of `cookie`) asks for it. */
const adPage = (id: string, cookie?: string) => callApi(f.server, adsApi.getAd, { params: { id }, cookie });
const noticesOf = async (cookie: string) =>
  (await callApi(f.server, notificationsApi.listNotifications, { cookie })).body.items;

/** An ad that three people reported, so it is hidden. */
async function hiddenAd() {
  const ad = await f.ad();
  await f.reportedBy(ad.id, 3);
  expect(await f.publicly(ad)).toEqual(hidden);
  return ad;
}

describe('the reports queue', () => {
  it('shows each reported ad with its count, reasons with their texts and reporters', async () => {
    const ad = await f.ad();
    const [a, b] = [await f.person(), await f.person()];
    await f.report(a, ad.id, { reason: 'other', details: 'Same photos as another seller' });
    await f.report(b, ad.id, { reason: 'duplicate' });
    const res = await f.queue();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const item = res.body.items.find((i: Item) => i.ad_id === ad.id);
    expect(item).toMatchObject({
      title: ad.title,
      status: 'approved',
      hidden_by_reports: false,
      owner_id: ad.owner.id,
      owner_disabled: false,
      open_reports: 2,
    });
    expect(item.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'other', count: 1 },
        { reason: 'duplicate', count: 1 },
      ]),
    );
    expect(item.reports.map((r: { reporter_id: string }) => r.reporter_id)).toEqual([b.id, a.id]);
    expect(item.reports[1]).toMatchObject({ reason: 'other', details: 'Same photos as another seller' });
  });

  it('orders by the latest report or by the count, in pages', async () => {
    const many = await f.ad();
    await f.reportedBy(many.id, 2, { reason: 'offensive' });
    const latest = await f.ad();
    await f.reportedBy(latest.id, 1, { reason: 'sold' });
    const newest = await f.queue('?sort=newest&limit=1');
    expect(newest.body.items.map((i: Item) => i.ad_id)).toEqual([latest.id]);
    expect(newest.body.has_more).toBe(true);
    const all = await f.queue('?limit=50');
    expect(all.body.total).toBe(all.body.items.length);
    const most = await f.queue('?sort=most&limit=50');
    const counts = most.body.items.map((i: { open_reports: number }) => i.open_reports);
    expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));
    const second = await f.queue('?sort=newest&limit=1&offset=1');
    expect(second.body.items[0].ad_id).toBe(all.body.items[1].ad_id);
  });

  it('refuses bad queries, visitors and people who are not admins', async () => {
    for (const query of ['?sort=oldest', '?limit=0', '?limit=51', '?offset=-1', '?limit=x']) {
      const res = await f.queue(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const ad = await hiddenAd();
    const user = await f.person();
    expect((await callApi(f.server, reportsApi.listReportedAds, {})).status).toBe(401);
    expect((await callApi(f.server, reportsApi.listReportedAds, { cookie: user.cookie })).status).toBe(403);
    for (const action of ACTIONS) {
      expect((await act(action, ad.id, undefined)).status, action).toBe(401);
      expect((await act(action, ad.id, user.cookie)).status, action).toBe(403);
      expect((await act(action, ad.id, ad.owner.cookie)).status, action).toBe(403);
    }
    expect(await f.publicly(ad)).toEqual(hidden);
    expect(itemOf((await f.queue('?limit=50')).body, ad.id)).toMatchObject({ open_reports: 3 });
  });
});

describe('dismissing reports', () => {
  it('closes them and approves the ad they hid again, audited, and the owner is told', async () => {
    const ad = await hiddenAd();
    const res = await act('dismiss', ad.id, f.admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ad_id: ad.id, closed_reports: 3, ad_status: 'approved' });
    expect(await f.publicly(ad)).toEqual(visible);
    expect(itemOf((await f.queue('?limit=50')).body, ad.id)).toBeUndefined();
    const actions = (await f.auditOf(ad.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['ad.reports_dismiss', 'ad.approve']));
    const notices = await noticesOf(ad.owner.cookie);
    expect(notices.map((n: { kind: string }) => n.kind)).toEqual(['ad_approved', 'ad_reported']);
    const again = await act('dismiss', ad.id, f.admin.cookie);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('NO_OPEN_REPORTS');
    // Dismissed reporters cannot report it again; three new people hide it again.
    await f.reportedBy(ad.id, 3);
    expect(await f.publicly(ad)).toEqual(hidden);
  });

  it('leaves an ad the reports did not hide as it is', async () => {
    const ad = await f.ad();
    await f.reportedBy(ad.id, 1);
    const res = await act('dismiss', ad.id, f.admin.cookie);
    expect(res.body).toEqual({ ad_id: ad.id, closed_reports: 1, ad_status: 'approved' });
    expect((await f.auditOf(ad.id)).map((entry) => entry.action)).toEqual(['ad.reports_dismiss']);
  });

  it('does not approve an ad its owner edited after it was hidden: the edit waits for review', async () => {
    const ad = await hiddenAd();
    const edit = await callApi(f.server, adsApi.updateAd, {
      params: { id: ad.id },
      body: { title: `${ad.title} edited` },
      cookie: ad.owner.cookie,
    });
    expect(edit.status).toBe(200);
    const res = await act('dismiss', ad.id, f.admin.cookie);
    expect(res.body).toMatchObject({ closed_reports: 3, ad_status: 'pending' });
    expect((await adPage(ad.id)).status).toBe(404);
  });
});

describe('acting on reports', () => {
  it('rejects the ad with a reason: the owner is told by notice and mail, the reports close', async () => {
    const ad = await hiddenAd();
    const res = await act('reject', ad.id, f.admin.cookie, 'Prohibited <b>item</b>');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ad_id: ad.id, closed_reports: 3, ad_status: 'rejected' });
    const own = await adPage(ad.id, ad.owner.cookie);
    expect(own.body).toMatchObject({ status: 'rejected', rejection_reason: 'Prohibited item' });
    const notices = await noticesOf(ad.owner.cookie);
    expect(notices[0]).toMatchObject({ kind: 'ad_rejected', reason: 'Prohibited item' });
    expect(itemOf((await f.queue('?limit=50')).body, ad.id)).toBeUndefined();
    const actions = (await f.auditOf(ad.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['ad.reports_reject', 'ad.reject']));
    const [owner] = await f.server.deps.db.select().from(profiles).where(eq(profiles.id, ad.owner.id));
    expect(owner?.disabled).toBe(false);
  });

  it('refuses a reason that is too long, and changes nothing', async () => {
    const ad = await hiddenAd();
    const res = await act('reject', ad.id, f.admin.cookie, 'x'.repeat(501));
    expect(res.status).toBe(400);
    expect(itemOf((await f.queue('?limit=50')).body, ad.id)).toMatchObject({
      open_reports: 3,
      status: 'pending',
    });
  });

  it('disables the owner: their ads leave public view, audited, the reports close', async () => {
    const ad = await f.ad();
    const other = await f.ad({ owner: ad.owner });
    await f.reportedBy(ad.id, 1);
    const res = await act('disable-owner', ad.id, f.admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ad_id: ad.id, closed_reports: 1, ad_status: 'approved' });
    const [owner] = await f.server.deps.db.select().from(profiles).where(eq(profiles.id, ad.owner.id));
    expect(owner?.disabled).toBe(true);
    expect(await f.publicly(ad)).toEqual(hidden);
    expect((await adPage(other.id)).status).toBe(404);
    expect((await f.auditOf(ad.id)).map((entry) => entry.action)).toEqual(['ad.reports_disable_owner']);
    expect((await f.auditOf(ad.owner.id)).map((entry) => entry.action)).toEqual(['user.disable']);
  });

  it('never disables the acting admin through their own reported ad', async () => {
    const ad = await f.ad({ owner: f.admin });
    await f.reportedBy(ad.id, 1);
    const res = await act('disable-owner', ad.id, f.admin.cookie);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CANNOT_CHANGE_SELF');
    expect(itemOf((await f.queue('?limit=50')).body, ad.id)).toMatchObject({ open_reports: 1 });
  });

  it('answers 404 for ids that name no ad, and 409 for an ad without open reports', async () => {
    for (const id of [unknownId, 'not-an-id']) {
      for (const action of ACTIONS) {
        const res = await act(action, id, f.admin.cookie);
        expect(res.status, `${id} ${action}`).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
    }
    const quiet = await f.ad();
    const res = await act('reject', quiet.id, f.admin.cookie);
    expect(res.status).toBe(409);
    expect((await adPage(quiet.id)).status).toBe(200);
  });
});

it('mails the owner of an ad rejected from the queue', async () => {
  const ad = await hiddenAd();
  await act('reject', ad.id, f.admin.cookie, 'Scam');
  const [row] = await f.server.deps.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, ad.owner.id));
  const mails = await outboxFor(f.server, row?.email ?? '');
  expect(mails.some((mail) => JSON.stringify(mail).includes(ad.title))).toBe(true);
});
