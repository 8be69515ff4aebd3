import type { Browser, Page } from '@playwright/test';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { messages as enMessages } from '../shared/i18n/en/messages';
import { messages as ukMessages } from '../shared/i18n/uk/messages';
import { postTampaAd } from './ad-detail-support';
import { test } from './auth-support';
import { newAdminApi, newPerson, signInAs } from './people';
import {
  collectConsoleErrors,
  patientExpect as expect,
  expectNoSeriousAxeViolations,
  RUNS,
  shot,
  withPreferences,
} from './support';

// Messages between people (issue 21): a buyer writes to a seller from the ad; each sees the other's
// messages arrive live in their own browser (the seller in Ukrainian on a phone, dark; the buyer in
// English on a desktop, light), with the unread count in the top bar and the conversation lists.

const texts = { en: enMessages, uk: ukMessages };
const [sellerRun, buyerRun] = RUNS;

/** The envelope's name with `count` unread, as i18next picks the plural form for `language`. */
function envelopeLabel(language: Language, count: number): string {
  if (count === 0) return texts[language].envelope;
  const form = new Intl.PluralRules(language === 'uk' ? 'uk-UA' : 'en-US').select(count);
  const forms = texts[language] as unknown as Record<string, string>;
  return (forms[`envelopeUnread_${form}`] ?? '').replace('{{count}}', String(count));
}

/** A second person's browser, in their own language, width, theme and client address. */
async function browserOf(browser: Browser, baseURL: string, run: (typeof RUNS)[number]) {
  const context = await browser.newContext({
    baseURL,
    viewport: run.viewport,
    extraHTTPHeaders: { 'x-forwarded-for': '10.7.21.9' },
  });
  const page = await context.newPage();
  const consoleErrors = collectConsoleErrors(page);
  await withPreferences(page, { language: run.language, theme: run.theme });
  await page.goto('/');
  return { page, consoleErrors, close: () => context.close() };
}

const envelopeOf = (page: Page) => page.getByTestId('messages-envelope');

test('messages: a buyer and a seller write to each other live, in two browsers', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const uk = texts[sellerRun.language];
  const en = texts[buyerRun.language];
  const sellerErrors = collectConsoleErrors(page);
  await page.setViewportSize(sellerRun.viewport);
  await withPreferences(page, { language: sellerRun.language, theme: sellerRun.theme });
  await page.goto('/');
  const seller = await newPerson(page, 'user');
  const buyer = await newPerson(page, 'user');
  await signInAs(page, seller);
  const title = `Дитячий велосипед ${Date.now()}`;
  const adId = await postTampaAd(page, { title, description: '<p>Майже новий.</p>', price: 40 });
  const admin = await newAdminApi(page);
  expect(
    (
      await admin.patch(apiPath(moderationApi.moderateAd, { params: { id: adId } }), {
        data: { status: 'approved' },
      })
    ).status(),
  ).toBe(200);
  await admin.dispose();

  // The seller waits on /messages: nothing yet.
  await page.goto('/messages');
  const empty = page.getByTestId('messages-empty');
  await expect(empty.getByRole('heading')).toHaveText(uk.emptyTitle);
  await expect(empty).toContainText(uk.empty);
  await expect(envelopeOf(page)).toHaveAttribute('aria-label', envelopeLabel('uk', 0));

  // The buyer, in a browser of their own, writes from the ad's page.
  const other = await browserOf(browser, baseURL ?? '', buyerRun);
  const buyerPage = other.page;
  await signInAs(buyerPage, buyer);
  await buyerPage.goto(`/ads/${adId}`);
  await buyerPage.getByTestId('message-seller').click();
  const dialog = buyerPage.getByTestId('message-seller-dialog');
  await expect(dialog).toContainText(en.seller.title.replace('{{name}}', seller.name));
  const first = 'Hello! Is the bike still for sale? <b>not bold</b> https://example.com/x';
  await dialog.getByTestId('message-input').fill(first);
  await dialog.getByTestId('message-send').click();
  await expect(buyerPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(buyerPage.getByTestId('message-mine')).toHaveCount(1);
  // Text stays text: the tag is shown as typed, the address is no link.
  await expect(buyerPage.getByTestId('message-mine').getByTestId('message-body')).toHaveText(first);
  await expect(buyerPage.getByTestId('message-thread').locator('b, a')).toHaveCount(0);

  // The seller's page hears it at once: the envelope's count and the list, without a reload.
  await expect(envelopeOf(page)).toHaveAttribute('aria-label', envelopeLabel('uk', 1));
  const row = page.getByTestId('conversation-item');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(buyer.name);
  await expect(row).toContainText(title);
  const unread = row.getByTestId('conversation-unread');
  await expect(unread).toHaveText('1');
  await expect(unread).toHaveAttribute('aria-label', uk.unread_one.replace('{{count}}', '1'));
  await expectNoSeriousAxeViolations(page);
  await shot(page, `messages-list-uk-${sellerRun.theme}-${sellerRun.viewport.width}`);

  // Opening it reads it; the seller answers in Ukrainian.
  await row.click();
  await expect(page.getByTestId('message-theirs').getByTestId('message-body')).toHaveText(first);
  await expect(envelopeOf(page)).toHaveAttribute('aria-label', envelopeLabel('uk', 0));
  const answer = 'Так, ще продається. Можете забрати завтра.';
  await page.getByTestId('message-input').fill(answer);
  await page.getByTestId('message-send').click();
  await expect(page.getByTestId('message-mine').getByTestId('message-body')).toHaveText(answer);
  await expectNoSeriousAxeViolations(page);
  await shot(page, `messages-thread-uk-${sellerRun.theme}-${sellerRun.viewport.width}`);

  // The buyer, still on the conversation, sees the answer arrive; it is read there and then.
  await expect(buyerPage.getByTestId('message-theirs').getByTestId('message-body')).toHaveText(answer);
  await expect(envelopeOf(buyerPage)).toHaveAttribute('aria-label', envelopeLabel('en', 0));
  await expectNoSeriousAxeViolations(buyerPage);
  await shot(buyerPage, `messages-thread-en-${buyerRun.theme}-${buyerRun.viewport.width}`);
  await buyerPage.getByRole('link', { name: en.back }).click();
  const buyerRow = buyerPage.getByTestId('conversation-item');
  await expect(buyerRow).toContainText(seller.name);
  await expect(buyerRow).toContainText(answer);
  await expect(buyerRow.getByTestId('conversation-unread')).toHaveCount(0);
  await shot(buyerPage, `messages-list-en-${buyerRun.theme}-${buyerRun.viewport.width}`);

  // Never the other's email anywhere on either page.
  await expect(page.getByText(buyer.email)).toHaveCount(0);
  await expect(buyerPage.getByText(seller.email)).toHaveCount(0);
  expect(other.consoleErrors).toEqual([]);
  expect(sellerErrors).toEqual([]);
  await other.close();
});
