import { describe, expect, it } from 'vitest';
import * as adminAuditApi from '../../../shared/api/admin-audit';
import * as adminCatalogApi from '../../../shared/api/admin-catalog';
import * as adminNotificationsApi from '../../../shared/api/admin-notifications';
import * as adminPaymentsApi from '../../../shared/api/admin-payments';
import * as adminRatingsApi from '../../../shared/api/admin-ratings';
import * as adminUsersApi from '../../../shared/api/admin-users';
import * as adsApi from '../../../shared/api/ads';
import * as apiTokensApi from '../../../shared/api/api-tokens';
import * as catalogApi from '../../../shared/api/catalog';
import * as eventsApi from '../../../shared/api/events';
import * as mapApi from '../../../shared/api/map';
import * as meApi from '../../../shared/api/me';
import * as moderationApi from '../../../shared/api/moderation';
import * as notificationsApi from '../../../shared/api/notifications';
import type { CallInput, Operation } from '../../../shared/api/operation';
import * as paymentsApi from '../../../shared/api/payments';
import * as plansApi from '../../../shared/api/plans';
import * as platformSettingsApi from '../../../shared/api/platform-settings';
import * as ratingsApi from '../../../shared/api/ratings';
import * as searchApi from '../../../shared/api/search';
import * as siteApi from '../../../shared/api/site';
import * as sponsoredApi from '../../../shared/api/sponsored';
import { AdCreated } from '../../../shared/schemas/ads';
import { UpdatedMe } from '../../../shared/schemas/me';
import { categoryBySlug, createAd, createCity, signedInAdminAndUser } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupServer } from '../../support/setup-server';
import { startTestServer } from '../../support/test-server';

// The SPA parses every answer with the schema the route declares (app/lib/api-client.ts): a schema
// stricter than what the server really sends would break pages, so real answers are checked here.

const shared = setupServer(startTestServer, async (server) => {
  const people = await signedInAdminAndUser(server);
  const { db } = server.deps;
  const city = await createCity(db);
  const jobs = await categoryBySlug(db, 'jobs');
  const ad = await createAd(db, {
    userId: people.user.id,
    cityId: city.id,
    categoryId: jobs.id,
    title: 'Contract check bicycle',
    isEvent: true,
    eventDate: new Date(Date.now() + 86_400_000),
    latitude: 27.95,
    longitude: -82.46,
    geocodeStatus: 'ok',
    geocodedAddress: '1 Main St',
  });
  await createAd(db, { userId: people.user.id, cityId: city.id, categoryId: jobs.id, status: 'pending' });
  return { ...people, city, ad };
});

/** A read of a contract operation: its answer is checked against the operation's own answer schema. */
type Read = { op: Operation; call: (cookie?: string) => ReturnType<typeof callApi> };

const read = <O extends Operation>(op: O, input: CallInput<O>): Read => ({
  op,
  call: (cookie) => callApi(shared.server, op, { ...input, cookie }),
});

async function expectAnswers(reads: Read[], cookie?: string) {
  for (const { op, call } of reads) {
    const path = `${op.method} ${op.path}`;
    const res = await call(cookie);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    const result = op.answer.safeParse(res.body);
    expect(result.success ? [] : result.error.issues, path).toEqual([]);
  }
}

describe('answers match the declared response schemas', () => {
  it('public reads, as a visitor and signed in', async () => {
    const { city, ad, user } = shared;
    const reads: Read[] = [
      read(adsApi.listAds, { query: { city: String(city.id) } }),
      read(adsApi.getAd, { params: { id: ad.id } }),
      read(ratingsApi.listAdRatings, { params: { id: ad.id } }),
      read(eventsApi.listEvents, { query: { city: city.id } }),
      read(mapApi.listMapAds, { query: { city: city.id } }),
      read(searchApi.searchAds, { query: { q: 'bicycle' } }),
      read(searchApi.suggestAds, { query: { q: 'bicycle' } }),
      read(sponsoredApi.listSponsoredAds, {}),
      read(catalogApi.listCities, {}),
      read(catalogApi.listCategories, {}),
      read(siteApi.getSiteConfig, {}),
      read(platformSettingsApi.getPlatformSettings, {}),
      read(meApi.getMe, {}),
    ];
    await expectAnswers(reads);
    await expectAnswers(reads, user.cookie);
  });

  it("a person's own reads and writes", async () => {
    const { user, city } = shared;
    await expectAnswers(
      [
        read(meApi.listOwnAds, {}),
        read(notificationsApi.listNotifications, {}),
        read(notificationsApi.getUnreadNotifications, {}),
        read(paymentsApi.listSubscriptions, {}),
      ],
      user.cookie,
    );
    const renamed = await callApi(shared.server, meApi.updateMe, {
      cookie: user.cookie,
      body: { display_name: `Checker ${Date.now()}` },
    });
    expect(UpdatedMe.safeParse(renamed.body).success).toBe(true);
    const jobs = await categoryBySlug(shared.server.deps.db, 'jobs');
    const created = await callApi(shared.server, adsApi.createAd, {
      cookie: user.cookie,
      body: {
        title: 'Contract check ad',
        description: 'A description long enough',
        category_id: jobs.id,
        city_id: city.id,
        email: 'seller@example.com',
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(AdCreated.safeParse(created.body).success).toBe(true);
  });

  it('admin reads', async () => {
    await expectAnswers(
      [
        read(moderationApi.listModerationAds, {}),
        read(adminUsersApi.listUsers, {}),
        read(adminRatingsApi.listRatings, {}),
        read(adminAuditApi.listAuditLog, {}),
        read(adminAuditApi.getAuditLogFacets, {}),
        read(apiTokensApi.listApiTokens, {}),
        read(adminCatalogApi.listCategories, {}),
        read(adminCatalogApi.listCities, {}),
        read(plansApi.listAdminPlans, {}),
        read(adminPaymentsApi.listPayments, {}),
        read(adminPaymentsApi.getPaymentTotals, {}),
        read(adminNotificationsApi.listSentNotifications, {}),
      ],
      shared.admin.cookie,
    );
  });
});
