import type { advertisements } from '../../server/db/schema/ads';
import type { BatchOptions } from '../../server/services/expiry/expire-due-ads';
import { runAlertsPass } from '../../server/services/saved-searches/run-alerts-pass';
import * as notificationsApi from '../../shared/api/notifications';
import type { CallInput } from '../../shared/api/operation';
import * as savedSearchesApi from '../../shared/api/saved-searches';
import { outboxFor } from './auth-client';
import { categoryBySlug, createAd, createCity, signedInPerson } from './factories';
import { callApi } from './http';
import { controlClock } from './placement-support';
import { setupTestServer } from './setup-server';
import type { TestServer } from './test-server';

export { DAY, HOUR } from './placement-support';

type Person = { id: string; cookie: string };
type AdInsert = typeof advertisements.$inferInsert;

/** For a test file: a test server whose clock its tests move, and a signed-in admin. */
export const setupAlertsServer = () =>
  setupTestServer(async (server) => ({
    clock: controlClock(server),
    admin: await signedInPerson(server, 'admin'),
  }));

/** The alerts job's deps as a server process gives them. */
export const alertsDeps = (server: TestServer) => ({
  ...server.deps,
  siteUrl: server.deps.env.baseUrl,
  timeZone: server.deps.env.SITE_TIME_ZONE,
});

/** One pass of the alerts job, as the background worker runs it (without its lock). */
export const runAlerts = (server: TestServer, options?: BatchOptions) =>
  runAlertsPass(alertsDeps(server), options);

/** Where test people's mail goes. */
export const mailOf = (person: { id: string }) => `${person.id}@test.hromada.local`;
export const mailsOf = (server: TestServer, person: { id: string }) => outboxFor(server, mailOf(person));

/** The ads alert mails link to, one entry per link (an ad mailed twice is there twice), sorted. */
export const adsMailed = (mails: { text?: string }[]) =>
  mails.flatMap((mail) => [...(mail.text ?? '').matchAll(/\/ads\/([0-9a-f-]{36})/g)].map((m) => m[1])).sort();

/** A new city of its own (so a test's searches see only its ads), a seller and a searcher. */
export async function market(server: TestServer) {
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'services');
  const seller = await signedInPerson(server);
  const searcher = await signedInPerson(server);
  /** An approved ad of `owner` (the seller by default) in the city. */
  const ad = (fields: Partial<AdInsert> & { owner?: Person } = {}) => {
    const { owner = seller, ...rest } = fields;
    return createAd(db, { userId: owner.id, cityId: city.id, categoryId: category.id, ...rest });
  };
  return { db, city, category, seller, searcher, ad };
}

export async function saveSearch(
  server: TestServer,
  person: Person,
  body: CallInput<typeof savedSearchesApi.createSavedSearch>['body'],
  lang = 'en',
): Promise<{ id: string; name: string }> {
  const res = await callApi(server, savedSearchesApi.createSavedSearch, {
    cookie: person.cookie,
    body,
    lang,
  });
  if (res.status !== 201) throw new Error(`POST /me/saved-searches: ${res.status} ${res.text}`);
  return res.body;
}

export type AlertNotice = {
  kind: string;
  ad_id: string | null;
  ad_title: string | null;
  saved_search: { id: string; name: string; count: number; path: string } | null;
};

/** The person's saved-search notices, newest first. */
export async function alertNotices(server: TestServer, person: Person): Promise<AlertNotice[]> {
  const res = await callApi(server, notificationsApi.listNotifications, {
    cookie: person.cookie,
    query: { limit: 50 },
  });
  return (res.body.items as AlertNotice[]).filter((n) => n.kind === 'saved_search_match');
}
