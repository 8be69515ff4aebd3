import type { Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { account as enAccount } from '../shared/i18n/en/account';
import { myAds as enMyAds } from '../shared/i18n/en/my-ads';
import { account as ukAccount } from '../shared/i18n/uk/account';
import { myAds as ukMyAds } from '../shared/i18n/uk/my-ads';
import { detailMessages, postTampaAd } from './ad-detail-support';
import { fillSignIn, journeyIn, test } from './auth-support';
import { newAdminApi, newPerson, signInAs } from './people';
import { patientExpect as expect, expectNoSeriousAxeViolations, shot, startJourney } from './support';

// Contact reveal (issue 20): a visitor is asked to sign in and comes back to the ad; a signed-in
// person presses "Show contacts" and sees them, then blocks the author and unblocks them in the
// profile; the owner sees how many people opened the contacts.

const myAdsTexts = { en: enMyAds, uk: ukMyAds };
const accountTexts = { en: enAccount, uk: ukAccount };
const contact = { telephone: '+1 (813) 555-0161', email: 'reveal.seller@example.com' };

/** `count` as i18next picks the plural form for `language` (one/few/many/other). */
const pluralOf = (language: Language, count: number, forms: Record<string, string>) => {
  const form = new Intl.PluralRules(language === 'uk' ? 'uk-UA' : 'en-US').select(count);
  return (forms[form] ?? forms.other ?? '').replace('{{count}}', String(count));
};

/** The owner (signed in on `page`) posts an ad with contact details; an admin approves it. */
async function approvedAdOf(page: Page, title: string): Promise<string> {
  const id = await postTampaAd(page, {
    title,
    description: '<p>Serviced last spring.</p>',
    price: 120,
    ...contact,
  });
  const admin = await newAdminApi(page);
  const approved = await admin.patch(apiPath(moderationApi.moderateAd, { params: { id } }), {
    data: { status: 'approved' },
  });
  expect(approved.status()).toBe(200);
  await admin.dispose();
  return id;
}

for (const language of ['uk', 'en'] as const) {
  const { t, viewport, other, theme } = journeyIn(language);
  const revealedForms = (prefix: 'revealed' | 'contactReveals', texts: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(texts)
        .filter(([key]) => key.startsWith(`${prefix}_`))
        .map(([key, value]) => [key.slice(prefix.length + 1), String(value)]),
    );

  test(`contact reveal: a visitor signs in, shows the contacts; the owner sees the count (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const consoleErrors = await startJourney(page, { language, viewport, theme }, '/');
    const owner = await newPerson(page, 'user');
    const reader = await newPerson(page, 'user');
    await signInAs(page, owner);
    const id = await approvedAdOf(page, `Bicycle trailer ${language} ${Date.now()}`);
    await page.context().clearCookies();

    // A visitor: no contacts, a sign-in prompt that comes back here.
    await page.goto(`/ads/${id}`);
    const section = page.getByRole('region', { name: t.contact.heading });
    const prompt = section.getByTestId('contact-login-prompt');
    await expect(prompt).toContainText(t.contact.loginPrompt);
    await expect(page.getByText(contact.telephone)).toHaveCount(0);
    await prompt.getByRole('link', { name: t.contact.loginButton }).click();
    await fillSignIn(page, language, reader.email, reader.password);
    await expect(page).toHaveURL(new RegExp(`/ads/${id}$`));

    // Signed in: the details only after "Show contacts".
    const show = section.getByRole('button', { name: t.contact.show });
    await expect(show).toBeVisible();
    await expect(section.getByTestId('contact-details')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `contact-reveal-button-${language}-${theme}-${viewport.width}`);
    await show.click();
    const details = section.getByTestId('contact-details');
    await expect(details).toContainText(contact.telephone);
    await expect(details).toContainText(contact.email);
    await expect(details.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await expectNoSeriousAxeViolations(page);
    await shot(page, `contact-reveal-shown-${language}-${theme}-${viewport.width}`);
    // The other width: the button again after a reload (revealing the same ad again is free).
    await page.setViewportSize(other);
    await page.reload();
    await section.getByRole('button', { name: t.contact.show }).click();
    await expect(section.getByTestId('contact-details')).toContainText(contact.telephone);
    await shot(page, `contact-reveal-shown-${language}-${theme}-${other.width}`);

    // Blocking the author (asked first): the ad leaves the reader's pages; the profile lists and unblocks.
    await page.setViewportSize(viewport);
    await page.getByTestId('block-owner').click();
    await page
      .getByTestId('block-owner-dialog')
      .getByRole('button', { name: detailMessages[language].block.confirm })
      .click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get(apiPath(adsApi.getAd, { params: { id } }))).status()).toBe(404);
    await page.goto('/profile');
    const blocked = page.getByTestId('blocked-people-section');
    await expect(blocked.getByTestId('blocked-person')).toContainText(owner.name);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `contact-reveal-blocked-${language}-${theme}-${viewport.width}`);
    const texts = accountTexts[language].blocks;
    await blocked.getByRole('button', { name: texts.unblockLabel.replace('{{name}}', owner.name) }).click();
    await expect(blocked).toContainText(texts.empty);
    expect((await page.request.get(apiPath(adsApi.getAd, { params: { id } }))).status()).toBe(200);

    // The owner: their details with the count, on the ad page and in My Ads.
    await page.context().clearCookies();
    await signInAs(page, owner);
    await page.goto(`/ads/${id}`);
    await expect(section.getByTestId('contact-reveals')).toHaveText(
      pluralOf(language, 1, revealedForms('revealed', t.contact)),
    );
    await page.goto('/my-ads');
    const row = page.getByTestId('my-ad').filter({ hasText: 'Bicycle trailer' });
    await expect(row.getByTestId('contact-reveals')).toHaveText(
      pluralOf(language, 1, revealedForms('contactReveals', myAdsTexts[language])),
    );
    await expectNoSeriousAxeViolations(page);
    await shot(page, `contact-reveal-owner-${language}-${theme}-${viewport.width}`);
    expect(consoleErrors).toEqual([]);
  });
}
