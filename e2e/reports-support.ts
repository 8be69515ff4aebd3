import { expect, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import * as reportsApi from '../shared/api/reports';
import * as trustApi from '../shared/api/trust-settings';
import { adminReports as enAdminReports } from '../shared/i18n/en/admin-reports';
import { reports as enReports } from '../shared/i18n/en/reports';
import { adminReports as ukAdminReports } from '../shared/i18n/uk/admin-reports';
import { reports as ukReports } from '../shared/i18n/uk/reports';
import { firstPlace } from './admin-support';
import { type Login, newAdminApi, newPerson, signedInRequestContext } from './people';

export const reportsMessages = { en: enReports, uk: ukReports };
export const adminReportsMessages = { en: enAdminReports, uk: ukAdminReports };

/** `login` signed in on a request context of its own, beside the journey's page. */
const apiAs = (page: Page, login: Login) => signedInRequestContext(new URL(page.url()).origin, login);

/**
 * A new person's ad, approved by a new admin: its id and title, its owner's login, the admin's API and
 * how many distinct reports hide an ad (the live trust setting). Call after the first page.goto.
 */
export async function publishedAdOfSomeone(page: Page, label: string) {
  const ownerLogin = await newPerson(page, 'user');
  const owner = await apiAs(page, ownerLogin);
  const admin = await newAdminApi(page);
  const { city, category } = await firstPlace(page);
  const title = `${label} ${Date.now()}`;
  const posted = await owner.post(apiPath(adsApi.createAd), {
    data: {
      title,
      description: '<p>Posted by the reports journey.</p>',
      price: 40,
      category_id: category.id,
      city_id: city.id,
      email: 'owner@example.com',
      is_event: false,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const approved = await admin.patch(apiPath(moderationApi.moderateAd, { params: { id } }), {
    data: { status: 'approved' },
  });
  expect(approved.status()).toBe(200);
  const settings = await admin.get(apiPath(trustApi.getTrustSettings));
  expect(settings.status()).toBe(200);
  const hideAt = ((await settings.json()) as { settings: { reports_to_hide: { value: number } } }).settings
    .reports_to_hide.value;
  await owner.dispose();
  return { id, title, ownerLogin, admin, hideAt };
}

/**
 * `n` trusted people report the ad through the API. A journey cannot make an account old, so they are
 * new admins: staff's reports count toward hiding at once (a new member's do not).
 */
export async function reportedByOthers(page: Page, adId: string, n: number) {
  for (let i = 0; i < n; i++) {
    const api = await apiAs(page, await newPerson(page, 'admin'));
    const res = await api.post(apiPath(reportsApi.reportAd, { params: { id: adId } }), {
      data: { reason: 'duplicate' },
    });
    expect(res.status(), await res.text()).toBe(201);
    await api.dispose();
  }
}
