import { expect as baseExpect } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import { favorites as enFavorites } from '../shared/i18n/en/favorites';
import { notifications as enBell } from '../shared/i18n/en/notifications';
import { favorites as ukFavorites } from '../shared/i18n/uk/favorites';
import { notifications as ukBell } from '../shared/i18n/uk/notifications';
import { formatAmount } from '../shared/money';
import { fillSignIn, journeyIn, test } from './auth-support';
import { newPerson, signedInRequestContext } from './people';
import { publishedAdOfSomeone } from './reports-support';
import { collectConsoleErrors, expectNoSeriousAxeViolations, shot, withPreferences } from './support';

// Sign-in (scrypt) and the embedded database queue up when the machine is busy.
const expect = baseExpect.configure({ timeout: 15_000 });
const texts = { en: { page: enFavorites, bell: enBell }, uk: { page: ukFavorites, bell: ukBell } };

for (const language of ['uk', 'en'] as const) {
  const { viewport, theme, t } = journeyIn(language);
  const { page: f, bell: b } = texts[language];

  test(`favourites: a visitor's heart survives signing in, a price drop rings the bell, the list and removal (${language})`, async ({
    page,
  }) => {
    // Three people, two sign-ins and a moderation on a two-core machine shared with another journey.
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    // Every card carries its heart.
    const cards = page.getByTestId('ad-card');
    await cards.first().scrollIntoViewIfNeeded();
    await expect(cards.first().getByTestId('favorite-button')).toBeVisible();
    await shot(page, `favorites-home-${language}-${theme}-${viewport.width}`);
    const ad = await publishedAdOfSomeone(page, `Saved kayak ${language}`);
    await page.goto(`/ads/${ad.id}`);

    // A visitor's heart asks them to sign in; back on the ad, it is set.
    const save = t.ads.save.replace('{{title}}', ad.title);
    const unsave = t.ads.unsave.replace('{{title}}', ad.title);
    await page.getByRole('button', { name: save }).click();
    await expect(page).toHaveURL(/\/login$/);
    const saver = await newPerson(page, 'user');
    await fillSignIn(page, language, saver.email, saver.password);
    await expect(page).toHaveURL(new RegExp(`/ads/${ad.id}$`));
    const heart = page.getByRole('button', { name: unsave });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.ads.savedToast })).toBeVisible();
    await shot(page, `favorites-ad-saved-${language}-${theme}-${viewport.width}`);

    // The owner lowers the price; once a moderator publishes it, the saver's bell says so.
    const owner = await signedInRequestContext(new URL(page.url()).origin, ad.ownerLogin);
    expect(
      (
        await owner.patch(apiPath(adsApi.updateAd, { params: { id: ad.id } }), { data: { price: 30 } })
      ).status(),
    ).toBe(200);
    expect(
      (
        await ad.admin.patch(apiPath(moderationApi.moderateAd, { params: { id: ad.id } }), {
          data: { status: 'approved' },
        })
      ).status(),
    ).toBe(200);
    await page.reload();
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(b.bellUnread_one.replace('{{count}}', '1'));
    await bell.click();
    const drop = page.getByRole('dialog', { name: b.heading }).getByTestId('notification');
    await expect(drop).toContainText(
      b.priceDrop
        .replace('{{title}}', ad.title)
        .replace('{{now}}', formatAmount(30, 'USD', language))
        .replace('{{was}}', formatAmount(40, 'USD', language)),
    );
    await page.keyboard.press('Escape');

    // Favourites, from the account menu: the ad's card, its heart set; the owner counts one saver.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: t.nav.favorites }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.heading);
    const card = page.getByTestId('favorite').filter({ hasText: ad.title });
    await expect(card.getByTestId('ad-card')).toBeVisible();
    await expect(card.getByRole('button', { name: unsave })).toHaveAttribute('aria-pressed', 'true');
    const mine = await owner.get(apiPath(adsApi.getAd, { params: { id: ad.id } }));
    expect(((await mine.json()) as { saved_count: number }).saved_count).toBe(1);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `favorites-list-${language}-${theme}-${viewport.width}`);

    // Taking the heart off removes it from the list.
    await card.getByRole('button', { name: unsave }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.ads.unsavedToast })).toBeVisible();
    await expect(page.getByRole('heading', { name: f.emptyTitle })).toBeVisible();
    await shot(page, `favorites-empty-${language}-${theme}-${viewport.width}`);
    await owner.dispose();
    expect(consoleErrors).toEqual([]);
  });
}
