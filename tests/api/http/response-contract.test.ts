import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as adsApi from '../../../shared/api/ads';
import type { CallInput, Operation } from '../../../shared/api/operation';
import { AdminAdsPage } from '../../../shared/schemas/admin-ads';
import { AdminCategoryList, AdminCityList } from '../../../shared/schemas/admin-catalog';
import { SentNotificationPage } from '../../../shared/schemas/admin-notifications';
import { AdminPaymentPage, PaymentTotals } from '../../../shared/schemas/admin-payments';
import { AdminUserPage } from '../../../shared/schemas/admin-users';
import { AdCreated, AdPage, OwnAds } from '../../../shared/schemas/ads';
import { ApiTokenList } from '../../../shared/schemas/api-tokens';
import { AuditLogFacets, AuditLogPage } from '../../../shared/schemas/audit-log';
import { CategoryList, CityList } from '../../../shared/schemas/catalog';
import { MapAds } from '../../../shared/schemas/map';
import { MeResponse, UpdatedMe } from '../../../shared/schemas/me';
import { NotificationPage, UnreadCount } from '../../../shared/schemas/notifications';
import { AdminPlanList } from '../../../shared/schemas/plans';
import { PlatformSettingsState } from '../../../shared/schemas/platform-settings';
import { AdminRatingsPage, AdRatingsPage } from '../../../shared/schemas/ratings';
import { SearchPage, SuggestionList } from '../../../shared/schemas/search';
import { SiteConfig } from '../../../shared/schemas/site-config';
import { SponsoredAds } from '../../../shared/schemas/sponsored';
import { SubscriptionList } from '../../../shared/schemas/subscriptions';
import { categoryBySlug, createAd, createCity, signedInAdminAndUser } from '../../support/factories';
import { apiCall, callApi } from '../../support/http';
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

/** A read by its path (an operation not declared in shared/api yet), or a contract operation's call. */
type Read = [schema: z.ZodType, path: string] | ContractRead;
type ContractRead = { op: Operation; call: (cookie?: string) => ReturnType<typeof callApi> };

/** A read of a contract operation: its answer is checked against the operation's own answer schema. */
const read = <O extends Operation>(op: O, input: CallInput<O>): ContractRead => ({
  op,
  call: (cookie) => callApi(shared.server, op, { ...input, cookie }),
});

async function expectAnswers(reads: Read[], cookie?: string) {
  for (const entry of reads) {
    const [schema, path] = Array.isArray(entry)
      ? entry
      : [entry.op.answer, `${entry.op.method} ${entry.op.path}`];
    const res = Array.isArray(entry)
      ? await apiCall(shared.server, 'GET', entry[1], { cookie })
      : await entry.call(cookie);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    const result = schema.safeParse(res.body);
    expect(result.success ? [] : result.error.issues, path).toEqual([]);
  }
}

describe('answers match the declared response schemas', () => {
  it('public reads, as a visitor and signed in', async () => {
    const { city, ad, user } = shared;
    const reads: Read[] = [
      read(adsApi.listAds, { query: { city: String(city.id) } }),
      read(adsApi.getAd, { params: { id: ad.id } }),
      [AdRatingsPage, `/ads/${ad.id}/ratings`],
      [AdPage, `/events?city=${city.id}`],
      [MapAds, `/map?city=${city.id}`],
      [SearchPage, '/search?q=bicycle'],
      [SuggestionList, '/search/suggestions?q=bicycle'],
      [SponsoredAds, '/sponsored'],
      [CityList, '/cities'],
      [CategoryList, '/categories'],
      [SiteConfig, '/site-config'],
      [PlatformSettingsState, '/platform-settings'],
      [MeResponse, '/me'],
    ];
    await expectAnswers(reads);
    await expectAnswers(reads, user.cookie);
  });

  it("a person's own reads and writes", async () => {
    const { user, city } = shared;
    await expectAnswers(
      [
        [OwnAds, '/me/ads'],
        [NotificationPage, '/me/notifications'],
        [UnreadCount, '/me/notifications/unread'],
        [SubscriptionList, '/me/subscriptions'],
      ],
      user.cookie,
    );
    const renamed = await apiCall(shared.server, 'PATCH', '/me', {
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
        [AdminAdsPage, '/admin/ads'],
        [AdminUserPage, '/admin/users'],
        [AdminRatingsPage, '/admin/ratings'],
        [AuditLogPage, '/admin/audit-log'],
        [AuditLogFacets, '/admin/audit-log/facets'],
        [ApiTokenList, '/admin/api-tokens'],
        [AdminCategoryList, '/admin/categories'],
        [AdminCityList, '/admin/cities'],
        [AdminPlanList, '/admin/plans'],
        [AdminPaymentPage, '/admin/payments'],
        [PaymentTotals, '/admin/payments/totals'],
        [SentNotificationPage, '/admin/notifications'],
      ],
      shared.admin.cookie,
    );
  });
});
