import { expect as baseExpect } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import { apiPath } from '../shared/api/operation';
import {
  adWithThreePhotos,
  collectFailures,
  detailMessages,
  eventPostedByNewPerson,
  expectEventTimes,
  fill,
  myAdsMessages,
  refuseClipboardOfferShareSheet,
  rejectByApi,
  selectedText,
  sharedUrl,
  showAs,
  type Theme,
  visitorSees,
} from './ad-detail-support';
import { dismissToast } from './admin-support';
import { expectPath, journeyIn, signOutByApi, test } from './auth-support';
import { newAdminApi, signInByApi } from './people';
import { expectNoSeriousAxeViolations, shot, withPreferences } from './support';

// Image processing (sharp), sign-up (scrypt) and the embedded database queue up on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

for (const language of ['uk', 'en'] as const) {
  const { t: ui, viewport, other, theme, otherTheme } = journeyIn(language);
  const t = detailMessages[language];
  const mine = myAdsMessages[language];
  const name = (what: string, width: number, mode: Theme) => `ad-detail-${what}-${language}-${mode}-${width}`;

  test(`a visitor views the photos full size and shares the ad, with no owner actions (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const failures = collectFailures(page);
    const api = await newAdminApi(baseURL ?? '');
    const ad = await adWithThreePhotos(api, language);
    await api.dispose();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto(`/ads/${ad.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.title);
    await expect(page.getByTestId('ad-byline')).toContainText(ad.user_display_name);

    // Nothing to manage for a visitor.
    for (const testId of ['ad-manage', 'ad-moderation', 'ad-moderation-notice', 'ad-edit', 'ad-delete'])
      await expect(page.getByTestId(testId)).toHaveCount(0);

    // The main photo loads at once, with high priority, in the variant its width needs.
    const open = page.getByTestId('gallery-open');
    const primary = ad.images.find((image) => image.is_primary);
    const mainPhoto = open.locator('img');
    await expect(mainPhoto).toHaveAttribute('loading', 'eager');
    await expect(mainPhoto).toHaveAttribute('fetchpriority', 'high');
    await expect(mainPhoto).toHaveAttribute(
      'srcset',
      `${primary?.thumbnail_path} 480w, ${primary?.storage_path} 1600w`,
    );
    await expect(mainPhoto).toHaveAttribute('sizes', /^\(min-width: 1440px\) 789px, .*calc\(100vw - 32px\)$/);

    // The viewer: counter, arrows and buttons (wrapping around), Escape, focus back on the photo.
    await expect(open).toHaveAccessibleName(fill(t.gallery.open, { index: 1, total: 3 }));
    await open.click();
    const viewer = page.getByRole('dialog', { name: fill(t.viewer.title, { title: ad.title }) });
    await expect(viewer).toBeVisible();
    const counter = viewer.getByTestId('image-viewer-counter');
    await expect(counter).toHaveText('1 / 3');
    const photo = viewer.getByTestId('image-viewer-image');
    await expect(photo).toHaveAttribute('alt', fill(t.viewer.alt, { index: 1, total: 3, title: ad.title }));
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 3');
    await viewer.getByRole('button', { name: t.viewer.next }).click();
    await expect(counter).toHaveText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('3 / 3');
    await viewer.getByRole('button', { name: t.viewer.previous }).click();
    await expect(counter).toHaveText('2 / 3');
    await expect(photo).toHaveJSProperty('complete', true);
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('viewer', viewport.width, theme));
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(open).toBeFocused();
    // The gallery stays on the photo last seen.
    await expect(open).toHaveAccessibleName(fill(t.gallery.open, { index: 2, total: 3 }));

    // Share links carry the canonical address.
    const canonical = `${new URL(page.url()).origin}/ads/${ad.id}`;
    const share = page.getByTestId('share-ad');
    const telegram = share.getByTestId('share-telegram');
    await expect(telegram).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(canonical)}&text=${encodeURIComponent(ad.title)}`,
    );
    const facebook = share.getByTestId('share-facebook');
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`,
    );
    for (const link of [telegram, facebook]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(telegram).toHaveAccessibleName(`${t.share.telegram} ${t.share.newTab}`);

    await share.getByRole('button', { name: t.share.copy }).click();
    await expect(page.getByText(t.share.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await dismissToast(page, t.share.copied, ui.a11y.closeNotification);
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('visitor', viewport.width, theme));

    // The other width and theme, page and viewer.
    await showAs(page, other, otherTheme);
    await expect(page.getByTestId('share-ad')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('visitor', other.width, otherTheme));
    await page.getByTestId('gallery-open').click();
    await expect(page.getByTestId('image-viewer-counter')).toHaveText('1 / 3');
    await expect(page.getByTestId('image-viewer-image')).toHaveJSProperty('complete', true);
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('viewer', other.width, otherTheme));
    expect(failures()).toEqual([]);

    // A browser that refuses the clipboard gets the link selected; one with a share sheet offers it.
    const refusing = await context.newPage();
    await refuseClipboardOfferShareSheet(refusing);
    await refusing.setViewportSize(viewport);
    await withPreferences(refusing, { language, theme });
    await refusing.goto(`/ads/${ad.id}`);
    await refusing.getByTestId('share-copy').click();
    const field = refusing.getByTestId('share-link-field');
    await expect(field).toHaveValue(canonical);
    await expect(field).toBeFocused();
    expect(await selectedText(field)).toBe(canonical);
    await refusing.getByRole('button', { name: t.share.native }).click();
    await expect.poll(() => sharedUrl(refusing)).toBe(canonical);
    await expectNoSeriousAxeViolations(refusing);
    await shot(refusing, name('copy-refused', viewport.width, theme));
  });

  test(`the owner sees the moderation notice, the event times, and deletes the ad (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const failures = collectFailures(page);
    const { email, title, id } = await eventPostedByNewPerson(page, language, 'ad-detail', 'Spring concert');

    await page.goto(`/ads/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const notice = page.getByTestId('ad-moderation-notice');
    await expect(notice).toHaveAttribute('data-status', 'pending');
    await expect(notice).toContainText(t.notice.pendingTitle);
    await expect(notice).toContainText(t.notice.pendingBody);
    // The profile's display name is the part of the address before the @ (SPEC 4).
    await expect(page.getByTestId('ad-byline')).toContainText(email.split('@')[0] ?? email);
    const manage = page.getByTestId('ad-manage');
    await expect(manage.getByRole('link', { name: t.manage.edit })).toHaveAttribute('href', `/edit-ad/${id}`);
    await expect(manage.getByRole('button', { name: t.manage.delete })).toBeVisible();
    await expect(page.getByTestId('ad-moderation')).toHaveCount(0);
    // Nothing to share before a moderator approves it.
    await expect(page.getByTestId('share-ad')).toHaveCount(0);

    // Start and end, date and time, as the reader's language writes them.
    await expectEventTimes(page, language);
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('owner-pending', viewport.width, theme));
    expect(await visitorSees(browser, id, language)).toBe(ui.notFound.adTitle);

    // Rejected with a reason: the owner reads it.
    const reason = `Please add the venue address (${language})`;
    await rejectByApi(baseURL ?? '', id, reason);
    await showAs(page, other, otherTheme);
    await expect(notice).toHaveAttribute('data-status', 'rejected');
    await expect(notice).toContainText(t.notice.rejectedTitle);
    await expect(page.getByTestId('ad-rejection-reason')).toHaveText(fill(t.notice.reason, { reason }));
    await expectNoSeriousAxeViolations(page);
    await shot(page, name('owner-rejected', other.width, otherTheme));

    // Delete, confirmed: a toast, then the owner's list.
    await manage.getByRole('button', { name: t.manage.delete }).click();
    const dialog = page.getByRole('dialog', { name: mine.deleteDialog.title });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: mine.deleteDialog.confirm }).click();
    await expect(page.getByText(mine.deleted)).toBeVisible();
    await expectPath(page, '/my-ads');
    expect((await page.request.get(apiPath(adsApi.getAd, { params: { id } }))).status()).toBe(404);
    expect(failures()).toEqual([]);
  });

  test(`an admin approves a pending ad from its page, then rejects and deletes it (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const failures = collectFailures(page);
    const { title, id } = await eventPostedByNewPerson(page, language, 'ad-detail-admin', 'Choir evening');
    await signOutByApi(page);
    await signInByApi(page, 'admin');

    await page.goto(`/ads/${id}`);
    const moderation = page.getByTestId('ad-moderation');
    const status = moderation.getByTestId('ad-status');
    await expect(status).toHaveAttribute('data-status', 'pending');
    await expect(status).toHaveText(mine.status.pending);
    await expect(page.getByTestId('ad-moderation-notice')).toHaveCount(0);
    await expect(page.getByTestId('ad-edit')).toHaveAttribute('href', `/edit-ad/${id}`);
    await expect(page.getByTestId('ad-delete')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('ad-manage').scrollIntoViewIfNeeded();
    await shot(page, name('admin-pending', viewport.width, theme));
    expect(await visitorSees(browser, id, language)).toBe(ui.notFound.adTitle);

    await moderation.getByRole('button', { name: t.manage.approve }).click();
    await expect(page.getByText(t.manage.approved)).toBeVisible();
    await expect(status).toHaveAttribute('data-status', 'approved');
    await expect(moderation.getByRole('button', { name: t.manage.approve })).toHaveCount(0);
    expect(await visitorSees(browser, id, language)).toBe(title);

    // Reject with a reason (the moderation page's dialog): the chip and the reason follow.
    await moderation.getByRole('button', { name: t.manage.reject }).click();
    const dialog = page.getByTestId('reject-dialog');
    await expect(dialog.getByRole('dialog')).toBeVisible();
    const reason = `Duplicate of another ad (${language})`;
    await dialog.getByTestId('reject-reason').fill(reason);
    await dialog.getByTestId('confirm-reject').click();
    await expect(page.getByText(t.manage.rejected)).toBeVisible();
    await expect(status).toHaveAttribute('data-status', 'rejected');
    await expect(moderation.getByTestId('ad-moderation-reason')).toHaveText(
      fill(t.manage.reason, { reason }),
    );
    await expect(dialog.getByRole('dialog')).toHaveCount(0);
    await showAs(page, other, otherTheme);
    await expect(status).toHaveAttribute('data-status', 'rejected');
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('ad-manage').scrollIntoViewIfNeeded();
    await shot(page, name('admin-rejected', other.width, otherTheme));
    expect(await visitorSees(browser, id, language)).toBe(ui.notFound.adTitle);

    // An admin who deletes someone's ad goes home.
    await page.getByTestId('ad-delete').click();
    await page
      .getByRole('dialog', { name: mine.deleteDialog.title })
      .getByRole('button', {
        name: mine.deleteDialog.confirm,
      })
      .click();
    await expect(page.getByText(mine.deleted)).toBeVisible();
    await expectPath(page, '/');
    expect(failures()).toEqual([]);
  });
}
