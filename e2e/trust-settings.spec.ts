import { type APIRequestContext, expect } from '@playwright/test';
import { apiPath } from '../shared/api/operation';
import * as trustApi from '../shared/api/trust-settings';
import { adminTrust as enTexts } from '../shared/i18n/en/admin-trust';
import { adminTrust as ukTexts } from '../shared/i18n/uk/admin-trust';
import { TRUST_SETTINGS } from '../shared/trust-settings';
import { test, validationMessages } from './auth-support';
import { newAdminApi, signInByApi } from './people';
import {
  expectNoSeriousAxeViolations,
  messages,
  patientExpect,
  shot,
  WIDTHS,
  withPreferences,
} from './support';

// /admin/trust: an admin changes a trust-and-safety number; a value out of range is refused in the
// reader's language before it is sent; the saved number is what the server uses. The numbers are
// shared by the whole site: this journey only raises the daily report cap for a moment and puts the
// default back.

const texts = { en: enTexts, uk: ukTexts };
const KEY = 'reports_per_day';
const DEFAULT = TRUST_SETTINGS[KEY].default;
test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
const stored = async () =>
  (await (await api.get(apiPath(trustApi.getTrustSettings))).json()).settings[KEY].value;
const putBack = async () => {
  const res = await api.put(apiPath(trustApi.updateTrustSetting, { params: { key: KEY } }), {
    data: { value: DEFAULT },
  });
  expect(res.status()).toBe(200);
};

test.beforeAll(async ({ baseURL }) => {
  api = await newAdminApi(baseURL ?? '');
});
test.afterEach(putBack);
test.afterAll(async () => {
  await api.dispose();
});

for (const language of ['uk', 'en'] as const) {
  const t = texts[language];
  const viewport = language === 'en' ? WIDTHS.desktop : WIDTHS.phone;
  const [first, second] = language === 'en' ? (['light', 'dark'] as const) : (['dark', 'light'] as const);

  test(`an admin changes a number, out-of-range refused, accessible at both widths and themes (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme: first });
    await page.goto('/');
    await signInByApi(page, 'admin');
    await page.goto('/admin/trust');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    const field = page.getByRole('spinbutton', { name: t.settings[KEY].label });
    const save = page.getByTestId(`trust-save-${KEY}`);
    await patientExpect(field).toHaveValue(String(DEFAULT));
    await expect(save).toBeDisabled();

    await field.fill(String(TRUST_SETTINGS[KEY].max + 1));
    await expect(page.getByTestId(`trust-row-${KEY}`)).toContainText(
      validationMessages[language].trustValueOutOfRange,
    );
    await expect(save).toBeDisabled();

    await field.fill(String(DEFAULT + 2));
    await save.click();
    await patientExpect(
      page.getByText(
        t.saved.replace('{{name}}', t.settings[KEY].label).replace('{{value}}', String(DEFAULT + 2)),
      ),
    ).toBeVisible();
    await expect.poll(stored).toBe(DEFAULT + 2);
    await expect(save).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-trust-${language}-${first}-${viewport.width}`);

    const other = viewport === WIDTHS.desktop ? WIDTHS.phone : WIDTHS.desktop;
    await page.setViewportSize(other);
    await page
      .getByRole('button', { name: messages[language].theme[second === 'dark' ? 'toDark' : 'toLight'] })
      .click();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `admin-trust-${language}-${second}-${other.width}`);
  });
}
