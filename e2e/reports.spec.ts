import { expect as baseExpect } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import { apiPath } from '../shared/api/operation';
import { fillSignIn, journeyIn, test } from './auth-support';
import { newPerson, signInByApi } from './people';
import { closeToast } from './ratings-support';
import {
  adminReportsMessages,
  publishedAdOfSomeone,
  reportedByOthers,
  reportsMessages,
} from './reports-support';
import { collectConsoleErrors, expectNoSeriousAxeViolations, shot, withPreferences } from './support';

// Sign-in (scrypt) and the embedded database queue up when the machine is busy.
const expect = baseExpect.configure({ timeout: 15_000 });

for (const language of ['uk', 'en'] as const) {
  const { viewport, other, theme, otherTheme, t: ui } = journeyIn(language);
  const t = reportsMessages[language];
  const admin = adminReportsMessages[language];

  test(`reports: people report an ad, it is hidden, a moderator dismisses the reports and it is back (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const consoleErrors = collectConsoleErrors(page);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    const ad = await publishedAdOfSomeone(page, `Reported bike ${language}`);

    // A visitor sees "Report", is asked to sign in, and comes back to the ad.
    await page.goto(`/ads/${ad.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.title);
    await page.getByTestId('report-ad').click();
    await expect(page).toHaveURL(/\/login$/);
    const reporter = await newPerson(page, 'user');
    await fillSignIn(page, language, reporter.email, reporter.password);
    await expect(page).toHaveURL(new RegExp(`/ads/${ad.id}$`));

    // The dialog: "Other" needs words; a reason is sent.
    await page.getByTestId('report-ad').click();
    const dialog = page.getByTestId('report-dialog');
    await expect(dialog.getByRole('heading', { name: t.dialog.title })).toBeVisible();
    await dialog.getByTestId('report-reason-other').click();
    await dialog.getByTestId('send-report').click();
    await expect(dialog.getByText(t.detailsRequired)).toBeVisible();
    await dialog.getByTestId('report-reason-scam').click();
    await dialog.getByTestId('report-details').fill('Asks for payment before showing the bike');
    await expectNoSeriousAxeViolations(page);
    await shot(page, `reports-dialog-${language}-${theme}-${viewport.width}`);
    await dialog.getByTestId('send-report').click();
    await expect(page.getByTestId('report-sent')).toHaveText(t.sent);
    await expect(dialog).toHaveCount(0);

    // A new member's report hides nothing on its own; once as many trusted people as the setting
    // asks report it, the ad is hidden at once.
    expect((await page.request.get(apiPath(adsApi.getAd, { params: { id: ad.id } }))).status()).toBe(200);
    await reportedByOthers(page, ad.id, ad.hideAt);
    const visitor = await browser.newContext({ baseURL, viewport });
    const visitorPage = await visitor.newPage();
    await withPreferences(visitorPage, { language, theme });
    const hidden = await visitorPage.goto(`/ads/${ad.id}`);
    expect(hidden?.status()).toBe(404);

    // The moderator, in the other width and theme, finds it in the reports queue and dismisses them.
    const moderatorContext = await browser.newContext({ baseURL, viewport: other });
    const moderator = await moderatorContext.newPage();
    await withPreferences(moderator, { language, theme: otherTheme });
    await moderator.goto('/');
    await signInByApi(moderator, 'admin');
    await moderator.goto('/admin/reports');
    await expect(moderator.getByRole('heading', { level: 1 })).toHaveText(admin.heading);
    const card = moderator.locator(`[data-testid="reported-ad"][data-ad-id="${ad.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('hidden-by-reports')).toHaveText(admin.hiddenChip);
    await expect(card.getByTestId('reported-ad-status')).toHaveAttribute('data-status', 'pending');
    await expect(card.getByTestId('trusted-report-count')).toHaveText(
      admin.trustedReports_other.replace('{{count}}', String(ad.hideAt)),
    );
    await card.locator('summary').click();
    await expect(card.getByTestId('reports')).toContainText('Asks for payment before showing the bike');
    await expect(card.getByTestId('untrusted-reporter')).toHaveCount(1);
    await expectNoSeriousAxeViolations(moderator);
    await shot(moderator, `reports-queue-${language}-${otherTheme}-${other.width}`);
    await card.getByTestId('dismiss-reports').click();
    await closeToast(moderator, admin.done.dismissedRestored, ui.a11y.closeNotification);
    await expect(card).toHaveCount(0);
    await moderatorContext.close();

    // Back for everyone.
    const back = await visitorPage.goto(`/ads/${ad.id}`);
    expect(back?.status()).toBe(200);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(ad.title);
    await visitor.close();
    await ad.admin.dispose();
    expect(consoleErrors).toEqual([]);
  });
}
