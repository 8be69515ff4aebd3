import { expect as baseExpect, type Page } from '@playwright/test';
import * as usersApi from '../shared/api/admin-users';
import * as adsApi from '../shared/api/ads';
import * as meApi from '../shared/api/me';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { myAds as enMyAds } from '../shared/i18n/en/my-ads';
import { myAds as ukMyAds } from '../shared/i18n/uk/my-ads';
import {
  adminAdsMessages,
  adminRow,
  adsPostedBySomeoneElse,
  dismissToast,
  firstPlace,
  listAnswerAfterChange,
  nextListAnswer,
  shownCounts,
  templateText,
} from './admin-support';
import { expectPath, journeyIn, signOutByApi, test } from './auth-support';
import { signInAs, signInByApi } from './people';
import { expectNoSeriousAxeViolations, shot, startJourney, withPreferences } from './support';

// Sign-up (scrypt), mail and the embedded database queue up when the machine is busy.
const expect = baseExpect.configure({ timeout: 15_000 });
const myAdsMessages = { en: enMyAds, uk: ukMyAds };
type Theme = 'dark' | 'light';

/** A plural message in the language's own form for `count` (`key_one`, `key_few`, …). */
function plural(messages: object, key: string, count: number, language: Language): string {
  const form = new Intl.PluralRules(language).select(count);
  const table = messages as Record<string, string>;
  return (table[`${key}_${form}`] ?? table[`${key}_other`] ?? '').replace('{{count}}', String(count));
}

/** Switches width and stored theme and opens `path`, as a moderator on another device would. */
async function showAs(page: Page, viewport: { width: number; height: number }, theme: Theme, path: string) {
  await page.setViewportSize(viewport);
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await page.evaluate(() => window.scrollTo(0, 0)); // the screenshot shows the top of the page
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const language of ['uk', 'en'] as const) {
  const { viewport, other, theme, otherTheme } = journeyIn(language);
  const t = adminAdsMessages[language];
  const ui = journeyIn(language).t;
  const closeToast = ui.a11y.closeNotification;
  // The owner of the rejected ad reads the other language: the reason is written in it.
  const readsIn: Language = language === 'uk' ? 'en' : 'uk';
  const suffix = (width: number, mode: Theme) => `${language}-${mode}-${width}`;

  test(`admin ads: approve, and reject with a common reason the owner reads (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const consoleErrors = await startJourney(page, { viewport, language, theme }, '/');
    const posted = await adsPostedBySomeoneElse(page, language, ['Approve me', 'Reject me']);
    const [toApprove = '', toReject = ''] = posted.ids;
    const { titleOf } = posted;

    // The Waiting tab: newest first, the facts and actions of each ad, the counts on the tabs.
    const firstAnswer = nextListAnswer(page);
    await page.goto('/admin');
    const before = await firstAnswer;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page).toHaveTitle(ui.app.documentTitle.replace('{{page}}', ui.pages.admin));
    await expect(page.getByTestId('status-tab-pending')).toHaveAttribute('aria-selected', 'true');
    for (const id of posted.ids) await expect(adminRow(page, id)).toHaveAttribute('data-status', 'pending');
    const order = await page
      .getByTestId('admin-ad')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-ad-id') ?? ''));
    expect(order.filter((id) => posted.ids.includes(id))).toEqual([toReject, toApprove]);
    expect(await shownCounts(page)).toEqual(before);
    const approveRow = adminRow(page, toApprove);
    const title = approveRow.getByTestId('admin-ad-title');
    await expect(title).toHaveText(titleOf(toApprove));
    await expect(title).toHaveAttribute('href', `/ads/${toApprove}`);
    await expect(approveRow.getByTestId('admin-ad-owner')).toHaveText(
      t.ad.postedBy.replace('{{name}}', posted.posterName),
    );
    await expect(approveRow.getByTestId('ad-status')).toHaveText(myAdsMessages[language].status.pending);
    const selectName = t.ad.select.replace('{{title}}', titleOf(toApprove));
    await expect(approveRow.getByRole('checkbox', { name: selectName })).not.toBeChecked();
    const moreName = t.actions.more.replace('{{title}}', titleOf(toApprove));
    await expect(approveRow.getByRole('button', { name: moreName })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-ads-${suffix(viewport.width, theme)}`);

    // Approve: a toast, the ad leaves Waiting, the counts follow, and visitors can open it.
    const afterApprove = listAnswerAfterChange(page);
    await approveRow.getByRole('button', { name: t.actions.approve, exact: true }).click();
    await dismissToast(page, t.toast.approved, closeToast);
    await expect(approveRow).toHaveCount(0);
    // The tabs show the counts of the list's refresh after the write (other journeys change the
    // totals at the same time, so the numbers themselves are the API tests' to check).
    const approvedCounts = await afterApprove;
    await expect.poll(() => shownCounts(page)).toEqual(approvedCounts);
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/ads/${toApprove}`);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(titleOf(toApprove));
    expect(
      (await visitorPage.request.get(apiPath(adsApi.getAd, { params: { id: toReject } }))).status(),
    ).toBe(404);
    await visitor.close();

    // Reject with a common reason (named in the interface language), written in the owner's language.
    const rejectRow = adminRow(page, toReject);
    await rejectRow.getByRole('button', { name: t.actions.reject, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.rejectDialog.title });
    await expect(dialog).toContainText(titleOf(toReject));
    const languageButton = (code: Language) => dialog.getByRole('button', { name: t.reasonLanguages[code] });
    await expect(languageButton(language)).toHaveAttribute('aria-pressed', 'true');
    for (const reason of Object.values(t.reasons))
      await expect(dialog.getByRole('button', { name: reason.label, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: t.reasons.duplicate.label, exact: true }).click();
    const reasonField = dialog.getByRole('textbox', { name: t.rejectDialog.reason });
    await expect(reasonField).toHaveValue(templateText(language, 'duplicate'));
    await languageButton(readsIn).click();
    await expect(reasonField).toHaveValue(templateText(readsIn, 'duplicate'));
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-ads-reject-${suffix(viewport.width, theme)}`);
    const afterReject = listAnswerAfterChange(page);
    await dialog.getByRole('button', { name: t.rejectDialog.confirm, exact: true }).click();
    await dismissToast(page, t.toast.rejected, closeToast);
    await expect(dialog).toHaveCount(0);
    await expect(rejectRow).toHaveCount(0);
    const rejectedCounts = await afterReject;
    await expect.poll(() => shownCounts(page)).toEqual(rejectedCounts);

    // The Rejected tab (kept in the URL) shows the reason, and so does the owner's My Ads.
    await page.getByTestId('status-tab-rejected').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('rejected');
    await expect(adminRow(page, toReject).getByTestId('rejection-reason')).toHaveText(
      t.ad.rejectionReason.replace('{{reason}}', templateText(readsIn, 'duplicate')),
    );
    await signOutByApi(page);
    await signInAs(page, posted.poster);
    await page.goto('/my-ads');
    const mine = page.locator(`[data-testid="my-ad"][data-ad-id="${toReject}"]`);
    await expect(mine.getByTestId('rejection-reason')).toHaveText(
      myAdsMessages[language].rejectionReason.replace('{{reason}}', templateText(readsIn, 'duplicate')),
    );
    expect(consoleErrors).toEqual([]);
  });

  test(`admin ads: bulk-approve, filters in the URL, reassign the owner (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const consoleErrors = await startJourney(page, { viewport, language, theme }, '/');
    const posted = await adsPostedBySomeoneElse(page, language, ['Bulk one', 'Bulk two']);
    const [bulkA = '', bulkB = ''] = posted.ids;
    const { titleOf } = posted;
    const firstAnswer = nextListAnswer(page);
    await page.goto('/admin');
    await firstAnswer;

    // Select all on the page, then clear; then two ads approved together.
    const selectedCount = page.getByTestId('selected-count');
    await expect(selectedCount).toHaveText(t.bulk.noneSelected);
    const shownRows = await page.getByTestId('admin-ad').count();
    await page
      .getByRole('checkbox', { name: t.bulk.selectAll.replace('{{count}}', String(shownRows)) })
      .check();
    await expect(selectedCount).toHaveText(plural(t.bulk, 'selected', shownRows, language));
    await page.getByTestId('bulk-toolbar').getByRole('button', { name: t.bulk.clear }).click();
    await expect(selectedCount).toHaveText(t.bulk.noneSelected);
    for (const id of posted.ids) {
      const name = t.ad.select.replace('{{title}}', titleOf(id));
      await adminRow(page, id).getByRole('checkbox', { name }).check();
    }
    await expect(selectedCount).toHaveText(plural(t.bulk, 'selected', 2, language));
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-ads-bulk-${suffix(viewport.width, theme)}`);
    const afterBulk = listAnswerAfterChange(page);
    await page.getByTestId('bulk-toolbar').getByRole('button', { name: t.bulk.approve }).click();
    await dismissToast(page, plural(t.toast, 'approvedMany', 2, language), closeToast);
    for (const id of posted.ids) await expect(adminRow(page, id)).toHaveCount(0);
    const bulkCounts = await afterBulk;
    await expect.poll(() => shownCounts(page)).toEqual(bulkCounts);
    await expect(selectedCount).toHaveText(t.bulk.noneSelected);

    // Filters live in the URL: an opened link shows that view, and narrowing to events hides these ads.
    const { category } = await firstPlace(page);
    await page.goto(`/admin?status=approved&category=${category.slug}&event=false`);
    await expect(page.getByTestId('status-tab-approved')).toHaveAttribute('aria-selected', 'true');
    for (const id of posted.ids) await expect(adminRow(page, id)).toBeVisible();
    await page.getByTestId('filter-event').click();
    await page.getByRole('option', { name: t.filters.eventOnly }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('event')).toBe('true');
    await expect(adminRow(page, bulkA)).toHaveCount(0);
    await page.goBack();
    await expect(adminRow(page, bulkA)).toBeVisible();

    // Reassign an ad to the moderator, found by part of the email in another case.
    const me = (await (await page.request.get(apiPath(meApi.getMe))).json()) as {
      user: { email: string; display_name: string };
    };
    const moreName = t.actions.more.replace('{{title}}', titleOf(bulkB));
    await adminRow(page, bulkB).getByRole('button', { name: moreName }).click();
    await page.getByRole('menuitem', { name: t.actions.reassign }).click();
    const reassign = page.getByRole('dialog', { name: t.reassignDialog.title });
    const search = reassign.getByRole('searchbox', { name: t.reassignDialog.search });
    await search.fill(me.user.email.toUpperCase());
    await reassign.getByRole('radio', { name: new RegExp(escapeRegExp(me.user.display_name)) }).check();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-ads-reassign-${suffix(viewport.width, theme)}`);
    await reassign.getByRole('button', { name: t.reassignDialog.confirm, exact: true }).click();
    await dismissToast(page, t.toast.updated, closeToast);
    await expect(adminRow(page, bulkB).getByTestId('admin-ad-owner')).toHaveText(
      t.ad.postedBy.replace('{{name}}', me.user.display_name),
    );

    // The other width and theme: the queue, and every status of these ads' category.
    await showAs(page, other, otherTheme, '/admin');
    await expect(page.getByTestId('admin-ad').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-ads-${suffix(other.width, otherTheme)}`);
    await page.goto(`/admin?status=all&category=${category.slug}`);
    await expect(adminRow(page, bulkA)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-ads-all-${suffix(other.width, otherTheme)}`);
    // A tablet in landscape: the status sits above the buttons, beside the text.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(adminRow(page, bulkA)).toBeVisible();
    await shot(page, `admin-ads-all-${suffix(1024, otherTheme)}`);
    expect(consoleErrors).toEqual([]);
  });

  test(`admin ads: a signed-in person who is not an admin is sent home (${language})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    await signInByApi(page, 'user');
    await page.goto('/admin');
    await expectPath(page, '/');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    expect((await page.request.get(apiPath(usersApi.listUsers, { query: { q: 'a' } }))).status()).toBe(403);
    expect((await page.request.get(apiPath(moderationApi.listModerationAds))).status()).toBe(403);
  });
}
