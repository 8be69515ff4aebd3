import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../server/db/schema/monetization';
import * as adsApi from '../../../shared/api/ads';
import { apiPath, type CallInput, type Operation } from '../../../shared/api/operation';
import * as paymentsApi from '../../../shared/api/payments';
import {
  type AdImageServer,
  imageStateOf,
  newAd,
  png,
  startAdImageServer,
} from '../../support/ad-image-uploads';
import { signedInPerson } from '../../support/factories';
import { getJson } from '../../support/http';
import { platformSetting, setPlatformSetting } from '../../support/platform-settings-support';
import { createSubscription, days, subscriptionPlanId } from '../../support/subscriptions-support';
import { makeToken } from '../../support/tokens-support';

// CSRF on /api/v1: a write carrying the session cookie must come from one of the site's own pages,
// whatever its content type — also the body-less POST and DELETE and the multipart upload, which a
// page elsewhere can send without a CORS preflight. API tokens are exempt.

let server: AdImageServer;
let subscriptionsWere: boolean;

beforeAll(async () => {
  server = await startAdImageServer();
  subscriptionsWere = await platformSetting(server, 'subscriptions_enabled');
  await setPlatformSetting(server, 'subscriptions_enabled', true);
});
afterAll(async () => {
  if (server) await setPlatformSetting(server, 'subscriptions_enabled', subscriptionsWere);
  await server?.close();
});

const EVIL = 'https://evil.example';

/** Where a browser says a request comes from. */
type From = Record<string, string>;
const fromSite = (): From => ({ origin: server.url, 'sec-fetch-site': 'same-origin' });
const fromElsewhere: Record<string, From> = {
  'a foreign Origin': { origin: EVIL, 'sec-fetch-site': 'cross-site' },
  'Origin: null': { origin: 'null' },
  'no Origin, Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'no Origin, a foreign Referer': { referer: `${EVIL}/page` },
};

function call<O extends Operation>(
  op: O,
  params: CallInput<O>['params'],
  from: From,
  credentials: Record<string, string>,
  body?: FormData,
) {
  return getJson(`${server.url}${apiPath(op, { params })}`, {
    method: op.method.toUpperCase(),
    headers: { 'accept-language': 'en', ...credentials, ...from },
    body,
  });
}

/** The three writes of the finding, for one person; each can report what it changed. */
async function writesOf(person: { id: string }) {
  const { db } = server.deps;
  const planId = await subscriptionPlanId(db);
  const now = server.deps.clock();
  const sub = await createSubscription(db, {
    userId: person.id,
    planId,
    start: now,
    end: new Date(now.getTime() + days(30)),
  });
  const ad = await newAd(server, person.id);
  const cancelled = async () =>
    (await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]?.cancelAtPeriodEnd;
  const form = async () => {
    const data = new FormData();
    data.append('images', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'photo.png');
    return data;
  };
  return {
    cancel: (from: From, credentials: Record<string, string>) =>
      call(paymentsApi.cancelSubscription, { id: sub.id }, from, credentials),
    removeImages: (from: From, credentials: Record<string, string>) =>
      call(adsApi.removeAdImages, { id: ad.id }, from, credentials),
    upload: async (from: From, credentials: Record<string, string>) =>
      call(adsApi.setAdImages, { id: ad.id }, from, credentials, await form()),
    state: async () => ({ cancelled: await cancelled(), images: await imageStateOf(server, ad.id) }),
  };
}

describe('a signed-in browser’s write from another site', () => {
  for (const [how, from] of Object.entries(fromElsewhere)) {
    it(`is refused (${how}) for a cancel, an image removal and an upload, and changes nothing`, async () => {
      const person = await signedInPerson(server);
      const writes = await writesOf(person);
      const before = await writes.state();
      for (const write of [writes.cancel, writes.removeImages, writes.upload]) {
        const res = await write(from, { cookie: person.cookie });
        expect(res.status).toBe(403);
        expect(res.body.error).toEqual({
          code: 'CROSS_SITE_REQUEST',
          message: `This request came from another site, so it was refused. Open ${server.url} and try again there.`,
        });
      }
      expect(await writes.state()).toEqual(before);
    });
  }

  it('is refused in the reader’s language', async () => {
    const person = await signedInPerson(server);
    const writes = await writesOf(person);
    const res = await writes.cancel(fromElsewhere['a foreign Origin'] ?? {}, {
      cookie: person.cookie,
      'accept-language': 'uk',
    });
    expect(res.body.error.message).toBe(
      `Цей запит надійшов з іншого сайту, тому його відхилено. Відкрийте ${server.url} і спробуйте ще раз там.`,
    );
  });
});

describe('writes that are allowed', () => {
  it('from the site’s own pages: the same three requests work', async () => {
    const person = await signedInPerson(server);
    const writes = await writesOf(person);
    expect((await writes.upload(fromSite(), { cookie: person.cookie })).status).toBe(200);
    expect((await writes.removeImages(fromSite(), { cookie: person.cookie })).status).toBe(200);
    expect((await writes.cancel(fromSite(), { cookie: person.cookie })).status).toBe(200);
    expect((await writes.state()).cancelled).toBe(true);
  });

  it('from a caller that is no browser (no Origin, Referer or Sec-Fetch-Site)', async () => {
    const person = await signedInPerson(server);
    const writes = await writesOf(person);
    expect((await writes.cancel({}, { cookie: person.cookie })).status).toBe(200);
  });

  it('with an API token, whatever Origin it comes with', async () => {
    const admin = await signedInPerson(server, 'admin');
    const person = await signedInPerson(server);
    const { secret } = await makeToken(server, admin.cookie, { scopes: ['ads:write'], user_id: person.id });
    const writes = await writesOf(person);
    const token = { authorization: `Bearer ${secret}` };
    const from = fromElsewhere['a foreign Origin'] ?? {};
    expect((await writes.upload(from, token)).status).toBe(200);
    expect((await writes.removeImages(from, token)).status).toBe(200);
    expect((await writes.cancel(from, token)).status).toBe(200);
  });
});
