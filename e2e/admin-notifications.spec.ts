import { expect as baseExpect, type Page } from '@playwright/test';
import type { Language } from '../shared/constants';
import { journeyIn, test } from './auth-support';
import { bellTexts, composeTexts, fill, personInOwnBrowser, plural, shootEveryWay } from './notify-support';
import { mailsTo } from './outbox';
import { signInByApi } from './people';
import { collectConsoleErrors, expectNoSeriousAxeViolations, fullPageShot, withPreferences } from './support';

// Sign-up (scrypt), mail and the embedded database queue up when the machine is busy.
const expect = baseExpect.configure({ timeout: 15_000 });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bell's panel, opened. */
async function openBell(page: Page, language: Language) {
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: bellTexts[language].heading });
  await expect(panel.getByTestId('notification').first()).toBeVisible();
  return panel;
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, theme, t: ui } = journeyIn(language);
  const t = composeTexts[language];
  // The person reads the other language: the message must reach them in theirs, not the admin's.
  const readsIn: Language = language === 'uk' ? 'en' : 'uk';
  const bell = bellTexts[readsIn];

  test(`admin notifications: one person gets the message in their language (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const consoleErrors = collectConsoleErrors(page);
    const reader = await personInOwnBrowser(browser, baseURL ?? '', readsIn);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    await signInByApi(page, 'admin');
    await page.goto('/admin/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page).toHaveTitle(ui.app.documentTitle.replace('{{page}}', ui.pages.adminNotifications));

    // An empty message to one person: every field says what it needs, nothing is sent.
    await page.getByTestId('audience-person').click();
    await expect(page.getByTestId('audience-help')).toHaveText(t.compose.personHelp);
    await page.getByTestId('compose-submit').click();
    await expect(page.getByText(t.errors.personRequired)).toBeVisible();
    await expect(page.getByText(t.errors.titleRequired)).toHaveCount(2);
    await expect(page.getByText(t.errors.bodyRequired)).toHaveCount(2);
    await expect(page.getByTestId('confirm-send')).toHaveCount(0);

    // The person, found by their email address.
    const search = page.getByTestId('person-search');
    await search.fill(reader.login.email);
    const option = page.getByRole('option', { name: new RegExp(escapeRegExp(reader.login.email)) });
    await expect(option).toBeVisible();
    // The search settles first: a click while it refreshes the list can land on a row being replaced.
    await expect(page.locator('.MuiAutocomplete-root .MuiCircularProgress-root')).toHaveCount(0);
    await option.click();
    await expect(search).toHaveValue(reader.displayName);

    const stamp = Date.now();
    const message = {
      title_uk: `Зустріч громади ${stamp}`,
      body_uk: 'Збираємося в неділю о 12:00.\nПриносьте пиріжки!',
      title_en: `Community meeting ${stamp}`,
      body_en: 'We meet on Sunday at noon.\nBring pies!',
    };
    for (const [field, value] of Object.entries(message))
      await page.getByTestId(`field-${field}`).fill(value);
    await expect(page.getByTestId('compose-form')).toContainText(
      fill(t.compose.counter, { count: message.title_uk.length, max: 120 }),
    );
    await page.getByTestId('send-email').click();
    await expectNoSeriousAxeViolations(page);
    await fullPageShot(page, `e2e/screenshots/notify-compose-${language}-${theme}.png`);

    // Still filled in and still naming the person (a failure below then points at the dialog itself).
    await expect(search).toHaveValue(reader.displayName);
    await expect(page.getByTestId('field-title_uk')).toHaveValue(message.title_uk);
    await page.getByTestId('compose-submit').click();
    const confirm = page.getByRole('dialog', { name: t.confirm.title });
    await expect(confirm).toContainText(fill(t.confirm.person, { name: reader.displayName }));
    await expect(confirm).toContainText(t.confirm.withEmail);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `e2e/screenshots/notify-confirm-${language}-${theme}.png` });
    await confirm.getByRole('button', { name: t.confirm.send }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: plural(t, 'sent', 1, language) }),
    ).toBeVisible();
    await expect(page.getByTestId('field-title_uk')).toHaveValue('');

    // The sent list: in the admin's language, to whom, how many, read by nobody yet, mailed.
    const ownTitle = language === 'uk' ? message.title_uk : message.title_en;
    const card = page.getByTestId('sent-notification').filter({ hasText: ownTitle });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('sent-audience')).toHaveText(
      fill(t.list.toPerson, { name: reader.displayName }),
    );
    await expect(card.getByTestId('sent-recipients')).toHaveText(plural(t.list, 'recipients', 1, language));
    await expect(card.getByTestId('sent-read')).toHaveText(fill(t.list.read, { read: 0, total: 1 }));
    await expect(card.getByTestId('sent-emailed')).toBeVisible();

    // The person's bell, on their own device: one unread message, in their language.
    const theirs = reader.page;
    const [title, otherTitle] =
      readsIn === 'uk' ? [message.title_uk, message.title_en] : [message.title_en, message.title_uk];
    await theirs.reload();
    const bellButton = theirs.getByTestId('notification-bell');
    await expect(bellButton).toHaveAccessibleName(plural(bell, 'bellUnread', 1, readsIn));
    const panel = await openBell(theirs, readsIn);
    const notice = panel.getByTestId('notification').first();
    await expect(notice).toContainText(title);
    await expect(notice).not.toContainText(otherTitle);
    await expect(notice).toHaveAttribute('data-read', 'false');
    await expectNoSeriousAxeViolations(theirs);
    await notice.click();
    const opened = theirs.getByRole('dialog', { name: title });
    await expect(opened).toContainText(readsIn === 'uk' ? 'Приносьте пиріжки!' : 'Bring pies!');
    await expectNoSeriousAxeViolations(theirs);
    await opened.getByRole('button', { name: bell.close }).click();
    await expect(opened).toHaveCount(0);
    await expect(bellButton).toHaveAccessibleName(bell.bell);

    // The mail: Ukrainian first, then English.
    const mailed = () => mailsTo(reader.login.email).filter((m) => m.subject?.includes(message.title_uk));
    await expect.poll(() => mailed().length).toBe(1);
    const text = mailed()[0]?.text ?? '';
    expect(text.indexOf(message.body_uk)).toBeLessThan(text.indexOf(message.body_en));

    // Back on the admin's page: read by the one person.
    await page.reload();
    await expect(card.getByTestId('sent-read')).toHaveText(fill(t.list.read, { read: 1, total: 1 }));
    expect(consoleErrors).toEqual([]);

    await shootEveryWay(page, `admin-notifications-${language}`, {
      prepare: async () => {
        await expect(card).toBeVisible();
        await page.getByTestId('audience-city').click();
      },
    });
    await shootEveryWay(theirs, `bell-${readsIn}`, {
      prepare: async () => {
        await openBell(theirs, readsIn);
      },
      fullPage: false,
    });
    await reader.context.close();
  });
}
