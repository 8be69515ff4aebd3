import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { geocodePending } from '../../../server/services/geocoding/geocode-pending';
import { startGeocodingWorker } from '../../../server/services/geocoding/geocoding-worker';
import * as adsApi from '../../../shared/api/ads';
import * as mapApi from '../../../shared/api/map';
import { categoryBySlug, createCity, signedInPerson } from '../../support/factories';
import { type GeocoderStandIn, startGeocoderStandIn } from '../../support/geocoder-stand-in';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// Addresses are geocoded on the server after a save, in the background, through a local stand-in of
// Nominatim. Each test uses its own street names: on PostgreSQL the database is shared with other files.

const INTERVAL_MS = 150;
const KENNEDY = { lat: 27.9446, lng: -82.4857 };
const ARMENIA = { lat: 27.9836, lng: -82.4824 };

let server: TestServer;
let geocoder: GeocoderStandIn;
let city: { id: string; name: string; slug: string };
let categoryId: string;

beforeAll(async () => {
  geocoder = await startGeocoderStandIn({ 'kennedy blvd': KENNEDY, 'armenia ave': ARMENIA });
  server = await startTestServer({
    GEOCODER_URL: geocoder.url,
    GEOCODER_MIN_INTERVAL_MS: String(INTERVAL_MS),
    GEOCODER_EMAIL: 'maps@hromada.example',
  });
  city = await createCity(server.deps.db);
  categoryId = (await categoryBySlug(server.deps.db, 'services')).id;
});
afterAll(async () => {
  await server?.close();
  await geocoder?.close();
});

/** A street nobody else uses: `${n} ${unique} ${street}`. */
const street = (name: string) =>
  `${Math.floor(Math.random() * 9000) + 100} ${randomUUID().slice(0, 8)} ${name}`;
/** The unique part of a street(): matches however the address is spaced or cased. */
const tokenOf = (address: string) => address.split(' ')[1] as string;
const settle = () => geocodePending(server.deps, { retryDelaysMs: [10, 10] });

async function post(address: string, owner?: { cookie: string }) {
  const person = owner ?? (await signedInPerson(server));
  const body = { title: 'Piano lessons', category_id: categoryId, city_id: city.id, address };
  const res = await callApi(server, adsApi.createAd, { cookie: person.cookie, body });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, owner: person };
}

async function edit(ad: { id: string; owner: { cookie: string } }, fields: Record<string, unknown>) {
  const body = { title: 'Piano lessons', category_id: categoryId, city_id: city.id, ...fields };
  const res = await callApi(server, adsApi.updateAd, {
    params: { id: ad.id },
    cookie: ad.owner.cookie,
    body,
  });
  expect(res.status).toBe(200);
}

async function stored(id: string) {
  const [row] = await server.deps.db
    .select({
      status: advertisements.geocodeStatus,
      lat: advertisements.latitude,
      lng: advertisements.longitude,
      geocodedAddress: advertisements.geocodedAddress,
    })
    .from(advertisements)
    .where(eq(advertisements.id, id));
  return row;
}

const approve = (id: string) =>
  server.deps.db.update(advertisements).set({ status: 'approved' }).where(eq(advertisements.id, id));

async function onMap(id: string) {
  const res = await callApi(server, mapApi.listMapAds, { query: { city: city.slug } });
  expect(res.status).toBe(200);
  return res.body.items.some((item: { id: string }) => item.id === id);
}

describe('geocoding on save', () => {
  it('places a saved address in the background; once published the ad is on the map', async () => {
    const address = street('W Kennedy Blvd');
    const ad = await post(address);
    // The save neither waits for the geocoder nor asks it.
    expect(await stored(ad.id)).toEqual({ status: 'pending', lat: null, lng: null, geocodedAddress: null });
    expect(geocoder.callsFor(address)).toHaveLength(0);

    await settle();
    expect(await stored(ad.id)).toEqual({ status: 'ok', ...KENNEDY, geocodedAddress: address });
    const [call] = geocoder.callsFor(address);
    // The city is part of the question, so "123 Main St" is looked up in the right place.
    expect(call?.q).toBe(`${address}, ${city.name}`);
    expect(call?.format).toBe('jsonv2');
    expect(call?.email).toBe('maps@hromada.example');
    expect(call?.userAgent).toMatch(/^Hromada\/\S+ \(.*maps@hromada\.example\)$/);

    expect(await onMap(ad.id)).toBe(false); // still waiting for moderation
    await approve(ad.id);
    expect(await onMap(ad.id)).toBe(true);
  });

  it("records 'failed' for an address the geocoder does not know; the ad stays off the map", async () => {
    const address = street('Nowhere Lane');
    const ad = await post(address);
    await approve(ad.id);
    await settle();
    expect(await stored(ad.id)).toMatchObject({ status: 'failed', lat: null, lng: null });
    expect(await onMap(ad.id)).toBe(false);
  });

  it('never blocks a save when the geocoder is down: retried, then failed, and asked again on the next save', async () => {
    const address = street('N Armenia Ave');
    geocoder.down = true;
    try {
      const ad = await post(address);
      await settle();
      expect(await stored(ad.id)).toMatchObject({ status: 'failed', lat: null, geocodedAddress: null });
      // The first attempt and two retries.
      expect(geocoder.callsFor(address)).toHaveLength(3);

      geocoder.down = false;
      await edit(ad, { address }); // the same address: an outage is not the address's fault
      expect((await stored(ad.id))?.status).toBe('pending');
      await settle();
      expect(await stored(ad.id)).toMatchObject({ status: 'ok', ...ARMENIA });
      expect(geocoder.callsFor(address)).toHaveLength(4);
    } finally {
      geocoder.down = false;
    }
  });

  it('asks once per address: a second ad at the same address (any spacing or case) comes from the cache', async () => {
    const address = street('W Kennedy Blvd');
    const first = await post(address);
    await settle();
    const second = await post(`  ${address.toUpperCase().replace(/ /g, '  ')} `);
    await settle();
    expect(geocoder.callsFor(tokenOf(address))).toHaveLength(1);
    expect(await stored(second.id)).toMatchObject({ status: 'ok', ...KENNEDY });
    expect((await stored(first.id))?.status).toBe('ok');

    // "No such place" is remembered too.
    const unknown = street('Atlantis Way');
    await post(unknown);
    await settle();
    await post(unknown);
    await settle();
    expect(geocoder.callsFor(unknown)).toHaveLength(1);
  });

  it('sends one request at a time, spaced by GEOCODER_MIN_INTERVAL_MS, even when asked all at once', async () => {
    const tag = randomUUID().slice(0, 8);
    const queries = ['1 Kennedy Blvd', '2 Armenia Ave', '3 Lost Rd', '4 Kennedy Blvd'].map(
      (q) => `${q} ${tag}`,
    );
    const geocode = server.deps.geocoder?.geocode.bind(server.deps.geocoder);
    const answers = await Promise.all(queries.map((q) => geocode?.(q)));
    expect(answers).toEqual([KENNEDY, ARMENIA, null, KENNEDY]);

    const calls = geocoder.callsFor(tag);
    // Each after its own cache lookup: on PostgreSQL those finish in any order.
    expect(calls.map((c) => c.q).sort()).toEqual([...queries].sort());
    const gaps = calls.slice(1).map((c, i) => c.at - (calls[i]?.at ?? 0));
    // Arrival times carry a little local network jitter; without the queue the gaps would be ~0.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(INTERVAL_MS - 30);
  });

  it('keeps the point when an edit leaves the address alone, and takes the ad off the map when it is cleared', async () => {
    const address = street('W Kennedy Blvd');
    const ad = await post(address);
    await settle();
    await approve(ad.id);
    expect(await onMap(ad.id)).toBe(true);

    await edit(ad, { address, title: 'Piano and guitar lessons' });
    expect(await stored(ad.id)).toMatchObject({ status: 'ok', ...KENNEDY });
    await approve(ad.id); // the owner's edit went back to moderation
    await settle();
    expect(geocoder.callsFor(address)).toHaveLength(1);
    expect(await onMap(ad.id)).toBe(true);

    await edit(ad, { address: '' });
    await approve(ad.id);
    expect(await stored(ad.id)).toEqual({ status: 'none', lat: null, lng: null, geocodedAddress: null });
    expect(await onMap(ad.id)).toBe(false);

    const moved = street('N Armenia Ave');
    await edit(ad, { address: moved });
    await approve(ad.id);
    expect(await stored(ad.id)).toMatchObject({ status: 'pending', lat: null });
    expect(await onMap(ad.id)).toBe(false);
    await settle();
    expect(await stored(ad.id)).toMatchObject({ status: 'ok', ...ARMENIA, geocodedAddress: moved });
  });
});

describe('the background worker', () => {
  it('places waiting ads when it starts and after each save, and stops cleanly', async () => {
    const waiting = await post(street('W Kennedy Blvd'));
    const worker = startGeocodingWorker(server.deps, { pollMs: 3_600_000 });
    try {
      await vi.waitFor(async () => expect((await stored(waiting.id))?.status).toBe('ok'), {
        timeout: 10_000,
      });
      const saved = await post(street('N Armenia Ave'));
      await vi.waitFor(async () => expect((await stored(saved.id))?.status).toBe('ok'), { timeout: 10_000 });
    } finally {
      await worker.stop();
    }
  });

  it('stops at once even in the middle of waiting to retry, leaving the ad for the next start', async () => {
    const address = street('W Kennedy Blvd');
    geocoder.down = true;
    const worker = startGeocodingWorker(server.deps, { pollMs: 3_600_000, retryDelaysMs: [600_000] });
    try {
      const ad = await post(address);
      await vi.waitFor(() => expect(geocoder.callsFor(address)).toHaveLength(1), { timeout: 10_000 });
      await worker.stop(); // would hang for ten minutes if the wait ignored the stop
      expect((await stored(ad.id))?.status).toBe('pending');
    } finally {
      geocoder.down = false;
      await worker.stop();
    }
  });
});
