import * as blockedWordsApi from '../../shared/api/admin-blocked-words';
import * as adsApi from '../../shared/api/ads';
import * as moderationApi from '../../shared/api/moderation';
import { categoryBySlug, createCity, signedInPerson } from './factories';
import { callApi } from './http';
import { startTestServer, type TestServer } from './test-server';

// For the anti-spam tests (issue 20): a server with a city of its own, posting as people, and what the
// moderation list says about an ad.

export type Person = { id: string; cookie: string };

export async function startAntiSpamServer() {
  const server = await startTestServer();
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'electronics');
  const admin = await signedInPerson(server, 'admin');
  return Object.assign(server, { place: { cityId: city.id, categoryId: category.id }, admin });
}
export type AntiSpamServer = Awaited<ReturnType<typeof startAntiSpamServer>>;

export const adForm = (on: AntiSpamServer, fields: Record<string, unknown> = {}) => ({
  title: 'Road bike',
  description: '<p>Light and fast</p>',
  price: 350,
  category_id: on.place.categoryId,
  city_id: on.place.cityId,
  email: 'rider@example.com',
  is_event: false,
  ...fields,
});

/** POST /ads as `person` (the fields as they are given, valid or not); the answer. */
export const post = (on: AntiSpamServer, person: Person, fields: Record<string, unknown> = {}, lang = 'en') =>
  callApi(on, adsApi.createAd, { invalidBody: adForm(on, fields), cookie: person.cookie, lang });

/** Posts an ad that must be accepted; its id. */
export async function posted(on: AntiSpamServer, person: Person, fields: Record<string, unknown> = {}) {
  const res = await post(on, person, fields);
  if (res.status !== 201) throw new Error(`ad not posted: ${res.status} ${res.text}`);
  return res.body.id as string;
}

export interface ListedAd {
  id: string;
  status: string;
  review_reasons: { kind: string; [field: string]: unknown }[];
}

/** The ad as the moderation list shows it to the admin (status and review reasons). */
export async function moderated(on: AntiSpamServer, adId: string): Promise<ListedAd> {
  const res = await callApi(on, moderationApi.listModerationAds, {
    query: { city: on.place.cityId, limit: 100 },
    cookie: on.admin.cookie,
  });
  if (res.status !== 200) throw new Error(`moderation list: ${res.status}`);
  const ad = (res.body.items as ListedAd[]).find((item) => item.id === adId);
  if (!ad) throw new Error(`ad ${adId} not in the moderation list`);
  return ad;
}

export const reasonsOf = async (on: AntiSpamServer, adId: string, kind?: string) =>
  (await moderated(on, adId)).review_reasons.filter((reason) => !kind || reason.kind === kind);

export const blockWord = (on: AntiSpamServer, word: string, cookie = on.admin.cookie, lang = 'en') =>
  callApi(on, blockedWordsApi.addBlockedWord, { body: { word }, cookie, lang });

export type { TestServer };
