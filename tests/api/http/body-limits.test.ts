import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import * as notificationsApi from '../../../shared/api/notifications';
import { API_DOCUMENT, apiPath, type CallInput, type Operation } from '../../../shared/api/operation';
import * as paymentsApi from '../../../shared/api/payments';
import * as ratingsApi from '../../../shared/api/ratings';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { getJson } from '../../support/http';
import { largestAd } from '../../support/largest-bodies';
import { startTestServer, type TestServer } from '../../support/test-server';

// Every /api/v1 body is read within a limit (256 KB for JSON), whether it comes with a
// Content-Length or chunked; and a visitor's write is refused before its body is looked at.

let server: TestServer;
let place: { city_id: string; category_id: string };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  place = { city_id: (await createCity(db)).id, category_id: (await categoryBySlug(db, 'services')).id };
});
afterAll(() => server?.close());

/** The body as a stream: fetch sends it chunked, with no Content-Length. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024)
        controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      controller.close();
    },
  });
}

/** A call of `op` with `body` sent as it is (any bytes, any size), whatever the contract allows. */
async function send<O extends Operation>(
  op: O,
  body: string | ReadableStream<Uint8Array> | undefined,
  options: Pick<CallInput<O>, 'params'> & {
    cookie?: string;
    lang?: string;
    headers?: Record<string, string>;
  },
) {
  const res = await fetch(`${server.url}${apiPath(op, { params: options.params })}`, {
    method: op.method.toUpperCase(),
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'en',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A JSON ad body of about `kilobytes` KB (its description long). */
const adOfSize = (kilobytes: number) =>
  JSON.stringify({ title: 'Bike', description: 'a'.repeat(kilobytes * 1024), price: 1, ...place });

const adsOf = (userId: string) =>
  server.deps.db.select().from(advertisements).where(eq(advertisements.userId, userId));

const tooLarge = { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large: at most 256 KB.' };

describe('a visitor’s write', () => {
  it('is refused with 401 before its body is read or validated', async () => {
    const { db } = server.deps;
    const owner = await signedInPerson(server);
    const ad = await createAd(db, { userId: owner.id, cityId: place.city_id, categoryId: place.category_id });
    const refused = [
      await send(adsApi.createAd, '{ not json', {}),
      await send(adsApi.createAd, JSON.stringify({ title: '' }), {}),
      await send(adsApi.createAd, chunked(adOfSize(1024)), {}),
      await send(adsApi.updateAd, '[]', { params: { id: ad.id } }),
      await send(adsApi.deleteAd, undefined, { params: { id: ad.id } }),
      await send(notificationsApi.markNotificationsRead, '{ not json', {}),
      await send(ratingsApi.createRating, JSON.stringify({ rating: 9 }), { params: { id: ad.id } }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
    expect(await adsOf(owner.id)).toHaveLength(1);
  });

  it('closes the connection after refusing a large body it did not read, so the rest is not read', async () => {
    const post = (body: string | ReadableStream<Uint8Array>) =>
      fetch(`${server.url}${apiPath(adsApi.createAd)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit);
    for (const large of [chunked(adOfSize(1024)), adOfSize(300)]) {
      const res = await post(large);
      expect([res.status, res.headers.get('connection')]).toEqual([401, 'close']);
      await res.arrayBuffer();
    }
    const small = await post('{ not json');
    expect([small.status, small.headers.get('connection')]).toEqual([401, 'keep-alive']);
    await small.arrayBuffer();
  });

  it('is still allowed where visitors may write: SPEC’s public RPC', async () => {
    const res = await send(ratingsApi.getAdRatings, JSON.stringify({ ad_ids: [randomUUID()] }), {});
    expect(res.status).toBe(200);
  });
});

describe('the JSON body limit', () => {
  it('refuses an oversized body sent with Content-Length, localised, and saves nothing', async () => {
    const person = await signedInPerson(server);
    const res = await send(adsApi.createAd, adOfSize(300), { cookie: person.cookie });
    expect(res).toEqual({ status: 413, body: { error: tooLarge } });
    const uk = await send(adsApi.createAd, adOfSize(300), { cookie: person.cookie, lang: 'uk' });
    expect(uk.body.error.message).toBe('Запит завеликий: щонайбільше 256 КБ.');
    expect(await adsOf(person.id)).toHaveLength(0);
  });

  it('refuses an oversized chunked body while reading it', async () => {
    const person = await signedInPerson(server);
    const res = await send(adsApi.createAd, chunked(adOfSize(2048)), { cookie: person.cookie });
    expect(res).toEqual({ status: 413, body: { error: tooLarge } });
    expect(await adsOf(person.id)).toHaveLength(0);
  });

  it('takes the largest ad SPEC allows, chunked or not', async () => {
    const person = await signedInPerson(server);
    const body = JSON.stringify(largestAd(place));
    expect((await send(adsApi.createAd, body, { cookie: person.cookie })).status).toBe(201);
    expect((await send(adsApi.createAd, chunked(body), { cookie: person.cookie })).status).toBe(201);
  });

  it('bounds the public RPC’s body too', async () => {
    const ids = JSON.stringify({ ad_ids: Array.from({ length: 8000 }, () => randomUUID()) });
    expect((await send(ratingsApi.getAdRatings, ids, {})).body).toEqual({ error: tooLarge });
    expect((await send(ratingsApi.getAdRatings, chunked(ids), {})).body).toEqual({ error: tooLarge });
  });
});

describe('the payment webhook', () => {
  it('refuses a body over 512 KB, chunked or not, before verifying it', async () => {
    const event = JSON.stringify({
      id: 'evt_big',
      type: 'checkout.completed',
      padding: 'x'.repeat(600 * 1024),
    });
    const headers = { 'test-payment-signature': 't=1,v1=00' };
    for (const body of [event, chunked(event)]) {
      const res = await send(paymentsApi.receivePaymentWebhook, body, {
        params: { provider: 'test' },
        headers,
      });
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request is too large: at most 512 KB.',
      });
    }
  });
});

describe('the OpenAPI document', () => {
  it('declares the 413 on every operation that takes a body', async () => {
    const doc = (await getJson(`${server.url}${API_DOCUMENT.openapi}`)).body;
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item as object));
    const withBody = operations.filter((op) => op.requestBody);
    expect(withBody.length).toBeGreaterThan(20);
    for (const op of withBody)
      expect([op.operationId ?? op.summary, op.responses['413']]).toEqual([
        op.operationId ?? op.summary,
        expect.anything(),
      ]);
  });
});
