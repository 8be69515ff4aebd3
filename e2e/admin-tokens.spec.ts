import { expect as baseExpect } from '@playwright/test';
import { journeyIn, test } from './auth-support';
import { newPerson, signInByApi } from './people';
import { expectNoSeriousAxeViolations, startJourney } from './support';
import {
  auditMessages,
  closeToast,
  meByToken,
  showAs,
  tokenItem,
  tokenMessages,
  tokenShot,
} from './tokens-support';

const expect = baseExpect.configure({ timeout: 15_000 });

for (const language of ['uk', 'en'] as const) {
  const { viewport, other, theme, otherTheme } = journeyIn(language);
  const t = tokenMessages[language];
  const a = auditMessages[language];
  const ui = journeyIn(language).t;
  const suffix = (width: number, mode: string) => `${language}-${mode}-${width}`;

  test(`admin API tokens: create, use, revoke, audit (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const consoleErrors = await startJourney(page, { viewport, language, theme }, '/');
    const admin = await signInByApi(page, 'admin');
    const name = `Importer ${language} ${Date.now()}`;
    // In Ukrainian the token acts as another person (picked in the dialog); in English as the admin.
    const actsAs = language === 'uk' ? (await newPerson(page, 'user')).email : admin.email;

    await page.goto('/admin/api-tokens');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page).toHaveTitle(ui.app.documentTitle.replace('{{page}}', ui.pages.adminApiTokens));

    // The dialog: name, permissions with a line each, the person, an optional last day.
    await page.getByTestId('create-token').click();
    const dialog = page.getByRole('dialog', { name: t.form.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t.scopeHelp.adsWrite);
    await dialog.getByTestId('confirm-create-token').click(); // no name yet
    await expect(dialog).toContainText(t.form.nameRequired);
    await dialog.getByTestId('token-name').fill(name);
    await dialog.locator('input[data-scope="ads:write"]').check();
    if (language === 'uk') {
      await dialog.getByTestId('token-person').fill(actsAs.split('@')[0] ?? '');
      await page.getByTestId('person-option').filter({ hasText: actsAs }).click();
    }
    const nextYear = `${new Date().getFullYear() + 1}-06-30`;
    await dialog.getByTestId('token-expires').fill(nextYear);
    await expectNoSeriousAxeViolations(page);
    await tokenShot(page, `create-dialog-${suffix(viewport.width, theme)}`);
    await dialog.getByTestId('confirm-create-token').click();

    // The secret, once, with its warning.
    const secretDialog = page.getByRole('dialog', { name: t.secret.title });
    await expect(secretDialog).toBeVisible();
    await expect(secretDialog).toContainText(t.secret.warning);
    const secret = await secretDialog.getByTestId('token-secret').inputValue();
    expect(secret).toMatch(/^hro_[A-Za-z0-9_-]{43}$/);
    await expectNoSeriousAxeViolations(page);
    await tokenShot(page, `secret-${suffix(viewport.width, theme)}`);
    await secretDialog.getByTestId('close-token-secret').click();
    await expect(secretDialog).toBeHidden();
    await closeToast(page, t.toast.created, ui.a11y.closeNotification);

    // Listed with its prefix, permissions and state; never the secret.
    const item = tokenItem(page, name);
    await expect(item.getByTestId('token-prefix')).toHaveText(`hro_${secret.slice(4, 12)}…`);
    await expect(item.getByTestId('token-state')).toHaveText(t.states.active);
    await expect(item.getByTestId('token-scopes')).toContainText(t.scopes.adsWrite);
    await expect(item.getByTestId('token-last-used')).toHaveText(t.never);
    await expect(page.locator('body')).not.toContainText(secret);
    const tokenId = (await item.getAttribute('data-token-id')) ?? '';

    // The secret works from outside, as its person.
    const used = await meByToken(page, secret);
    expect(used.status).toBe(200);
    expect(used.body.user?.email).toBe(actsAs);
    await page.reload();
    await expect(item.getByTestId('token-last-used')).not.toHaveText(t.never);
    await expectNoSeriousAxeViolations(page);
    await tokenShot(page, `tokens-${suffix(viewport.width, theme)}`);

    // Revoke, after a confirmation: the same call is refused from now on.
    await item.getByTestId('revoke-token').click();
    const confirm = page.getByRole('dialog', { name: t.revokeDialog.title });
    await expect(confirm).toContainText(name);
    await confirm.getByTestId('confirm-revoke-token').click();
    await closeToast(page, t.toast.revoked, ui.a11y.closeNotification);
    await expect(item.getByTestId('token-state')).toHaveText(t.states.revoked);
    await expect(item.getByTestId('revoke-token')).toHaveCount(0);
    const refused = await meByToken(page, secret);
    expect([refused.status, refused.body.error?.code]).toEqual([401, 'UNAUTHORIZED']);

    // The audit log: both entries, newest first, with their changes.
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.heading);
    const entries = page.locator(`[data-testid="audit-entry"][data-entity-id="${tokenId}"]`);
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0).getByTestId('audit-action')).toHaveText(a.actions.api_token.revoke);
    await expect(entries.nth(1).getByTestId('audit-action')).toHaveText(a.actions.api_token.create);
    await entries.nth(0).getByTestId('audit-toggle').click();
    const changes = entries.nth(0).getByTestId('audit-changes');
    await expect(changes.locator('[data-field="revoked_at"]')).toContainText(a.fields.revoked_at);
    await expect(changes.locator('[data-field="name"]')).toHaveCount(0); // unchanged fields are not listed
    await page.getByTestId('filter-action').click();
    await page.getByRole('option', { name: a.actions.api_token.revoke }).click();
    await expect(
      page.locator('[data-testid="audit-entry"]:not([data-action="api_token.revoke"])'),
    ).toHaveCount(0);
    await expect(entries).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await tokenShot(page, `audit-${suffix(viewport.width, theme)}`);

    // The same pages at the other width, in the other theme.
    await showAs(page, other, otherTheme, '/admin/api-tokens');
    await expect(tokenItem(page, name).getByTestId('token-state')).toHaveText(t.states.revoked);
    await expectNoSeriousAxeViolations(page);
    await tokenShot(page, `tokens-${suffix(other.width, otherTheme)}`);
    await showAs(page, other, otherTheme, '/admin/audit-log');
    await expect(entries).toHaveCount(2);
    await entries.nth(1).getByTestId('audit-toggle').click();
    await expect(entries.nth(1).getByTestId('audit-changes')).toContainText(name);
    await expectNoSeriousAxeViolations(page);
    await tokenShot(page, `audit-${suffix(other.width, otherTheme)}`);
    expect(consoleErrors).toEqual([]);
  });
}
