import { expect as baseExpect, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import { notifications as enNotifications } from '../shared/i18n/en/notifications';
import { savedSearches as enSaved } from '../shared/i18n/en/saved-searches';
import { notifications as ukNotifications } from '../shared/i18n/uk/notifications';
import { savedSearches as ukSaved } from '../shared/i18n/uk/saved-searches';
import { dismissToast } from './admin-support';
import { journeyIn, test } from './auth-support';
import { mailsTo, type OutboxMail } from './outbox';
import { newAdminApi, newPerson, signedInRequestContext, signInAs } from './people';
import { expectNoSeriousAxeViolations, shot, startJourney } from './support';

// Saved searches with alerts (issue 21): a person saves a search, a matching ad is approved, and
// the bell and the mail (with its one-click unsubscribe headers) say so, in the person's language.
const texts = {
  en: { saved: enSaved, notices: enNotifications },
  uk: { saved: ukSaved, notices: ukNotifications },
};
// The alerts pass, sign-in (scrypt) and the embedded database queue up on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

type AlertMail = OutboxMail & { headers?: Record<string, string> };

/** A word of letters only that no other ad holds (search folds digits apart). */
const uniqueWord = () =>
  `zq${Date.now()
    .toString(26)
    .replace(/[0-9]/g, (d) => 'klmnopqrst'.charAt(Number(d)))}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 4)}`;

async function postAndApprove(page: Page, title: string) {
  const origin = new URL(page.url()).origin;
  const admin = await newAdminApi(page);
  const seller = await signedInRequestContext(origin, await newPerson(page, 'user'));
  const [cities, categories] = await Promise.all([
    page.request.get(apiPath(catalogApi.listCities)).then((res) => res.json()),
    page.request.get(apiPath(catalogApi.listCategories)).then((res) => res.json()),
  ]);
  const posted = await seller.post(apiPath(adsApi.createAd), {
    data: {
      title,
      description: '<p>Light, barely used.</p>',
      price: 120,
      category_id: categories.items[0]?.id,
      city_id: cities.items[0]?.id,
      email: 'seller@example.com',
      is_event: false,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const id = ((await posted.json()) as { id: string }).id;
  const approved = await admin.patch(apiPath(moderationApi.moderateAd, { params: { id } }), {
    data: { status: 'approved' },
  });
  expect(approved.status()).toBe(200);
  return { id, admin };
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, theme, t: ui, v } = journeyIn(language);
  const { saved: t, notices: n } = texts[language];

  test(`saved search: saved from /search, a matching ad approved, the bell and the mail tell (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const word = uniqueWord();
    const consoleErrors = await startJourney(page, { viewport, language, theme }, '/');
    const searcher = await newPerson(page, 'user');
    await signInAs(page, searcher);

    // Nothing saved yet: the page says how to start.
    await page.goto('/saved-searches');
    const empty = page.getByTestId('saved-searches-empty');
    await expect(empty.getByRole('heading')).toHaveText(t.page.emptyTitle);
    await expect(empty).toContainText(t.page.empty);

    // Save the search from /search (the empty page's link): its name is the question; instant, bell and mail.
    await empty.getByRole('link', { name: t.page.findSomething }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.goto(`/search?q=${word}`);
    await page.getByTestId('save-search').click();
    const dialog = page.getByRole('dialog', { name: t.dialog.title });
    await expect(dialog.getByRole('textbox', { name: t.dialog.name })).toHaveValue(word);
    await expect(dialog.getByRole('radio', { name: t.frequencies.instant })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: t.dialog.email })).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `saved-search-dialog-${language}-${theme}-${viewport.width}`);
    await dialog.getByRole('button', { name: t.dialog.submit }).click();
    await dismissToast(page, t.dialog.saved, ui.a11y.closeNotification);

    // It is listed on /saved-searches (linked from the account menu and the profile).
    await page.goto('/saved-searches');
    const item = page.getByTestId('saved-search');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(word);
    await expect(
      item.getByRole('switch', { name: t.item.alertsOnLabel.replace('{{name}}', word) }),
    ).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `saved-searches-${language}-${theme}-${viewport.width}`);

    // A seller's ad with the word is approved: the alerts job mails the searcher at once.
    const title = `Kayak ${word}`;
    const { id, admin } = await postAndApprove(page, title);
    await expect
      .poll(() => mailsTo(searcher.email).find((mail) => mail.subject?.includes(title)) ?? null)
      .not.toBeNull();
    const mail = mailsTo(searcher.email).find((m) => m.subject?.includes(title)) as AlertMail;
    expect(mail.subject).toMatch(language === 'uk' ? /Нове у Громаді за пошуком/ : /New on Hromada for/);
    expect(mail.text).toContain(`/ads/${id}`);
    expect(mail.text).toMatch(/\/unsubscribe\/\S+/);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/v1\/unsubscribe\/.+>$/);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The bell shows it; opening the notice opens the ad.
    await page.reload();
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(n.bellUnread_one.replace('{{count}}', '1'));
    await bell.click();
    const notice = page.getByRole('dialog', { name: n.heading }).getByTestId('notification');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(
      n.savedSearchOne.replace('{{name}}', word).replace('{{title}}', title),
    );
    await expectNoSeriousAxeViolations(page);
    await shot(page, `saved-search-bell-${language}-${theme}-${viewport.width}`);
    await notice.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/ads/${id}`);

    // Renamed on /saved-searches: an empty name is refused in place, a new one is listed.
    await page.goto('/saved-searches');
    await page.getByRole('button', { name: t.item.renameLabel.replace('{{name}}', word) }).click();
    const rename = page.getByRole('dialog', { name: t.item.renameTitle });
    const name = rename.getByRole('textbox', { name: t.dialog.name });
    await expect(name).toHaveValue(word);
    await name.fill('  ');
    await rename.getByRole('button', { name: t.item.saveName }).click();
    await expect(rename).toContainText(v.savedSearchNameRequired);
    await name.fill(`Kayaks ${word}`);
    await rename.getByRole('button', { name: t.item.saveName }).click();
    await expect(rename).toHaveCount(0);
    await expect(page.getByTestId('saved-search')).toContainText(`Kayaks ${word}`);

    expect((await admin.delete(apiPath(adsApi.deleteAd, { params: { id } }))).status()).toBe(204);
    expect(consoleErrors).toEqual([]);
  });
}
