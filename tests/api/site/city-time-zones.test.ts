import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminCatalogApi from '../../../shared/api/admin-catalog';
import * as catalogApi from '../../../shared/api/catalog';
import { auditRowsFor, catalogClient, cityBody, removeCatalogRows } from '../../support/catalog-support';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// Cities carry the IANA time zone their events are entered and shown in; admins set it, checked.

let server: TestServer;
let asAdmin: ReturnType<typeof catalogClient>;
let asAdminUk: ReturnType<typeof catalogClient>;
const createdIds: string[] = [];

beforeAll(async () => {
  // Not the column's default, so a new city is seen to take the site's zone.
  server = await startTestServer({ SITE_TIME_ZONE: 'Europe/Kyiv' });
  const admin = await signedInPerson(server, 'admin');
  asAdmin = catalogClient(server, admin.cookie);
  asAdminUk = catalogClient(server, admin.cookie, 'uk');
});
afterAll(async () => {
  if (!server) return;
  await removeCatalogRows(server.deps.db, { cities: createdIds });
  await server.close();
});

type Listed = { id: string; name: string; slug: string; time_zone: string; updated_at: string };
const publicCities = async () => (await callApi(server, catalogApi.listCities, {})).body.items as Listed[];
const adminCity = async (id: string) =>
  ((await asAdmin.send(adminCatalogApi.listCities)).body.items as Listed[]).find((c) => c.id === id);
async function added(overrides: Record<string, unknown> = {}) {
  const res = await asAdmin.addCity(cityBody(overrides));
  expect(res.status).toBe(201);
  createdIds.push(res.body.id);
  return res.body as Listed;
}

const BAD_ZONES: unknown[] = [
  'Mars/Olympus_Mons',
  '+02:00',
  'America/New York',
  '',
  'EST5EDT; drop',
  42,
  null,
];

describe('city time zones', () => {
  it('gives the seeded cities their own zones, in the public list', async () => {
    const zones = Object.fromEntries((await publicCities()).map((c) => [c.name, c.time_zone]));
    expect(zones).toMatchObject({
      Tampa: 'America/New_York',
      Clearwater: 'America/New_York',
      'St Petersburg': 'America/New_York',
      'New York': 'America/New_York',
      Chicago: 'America/Chicago',
      'Los Angeles': 'America/Los_Angeles',
      Kyiv: 'Europe/Kyiv',
      Lviv: 'Europe/Kyiv',
      Odesa: 'Europe/Kyiv',
    });
  });

  it('gives a new city the site’s zone unless the admin names one (spelled as the zone list does)', async () => {
    const plain = await added();
    expect(plain.time_zone).toBe('Europe/Kyiv');
    const western = await added({ time_zone: ' america/los_angeles ' });
    expect(western.time_zone).toBe('America/Los_Angeles');
    expect((await publicCities()).find((c) => c.id === western.id)?.time_zone).toBe('America/Los_Angeles');
    const [audit] = await auditRowsFor(server.deps.db, western.id);
    expect(audit?.after).toMatchObject({ time_zone: 'America/Los_Angeles' });
  });

  it('refuses a zone that is not an IANA one on create, in the reader’s language, adding nothing', async () => {
    for (const time_zone of BAD_ZONES) {
      const body = cityBody({ time_zone });
      const en = await asAdmin.addCity(body);
      expect([time_zone, en.status, en.body.error.code, en.body.error.fields]).toEqual([
        time_zone,
        400,
        'VALIDATION_FAILED',
        { time_zone: 'Choose a time zone from the list, e.g. America/New_York or Europe/Kyiv' },
      ]);
      const uk = await asAdminUk.addCity(body);
      expect([time_zone, uk.status, uk.body.error.message]).toEqual([
        time_zone,
        400,
        'Виберіть часовий пояс зі списку, наприклад America/New_York чи Europe/Kyiv',
      ]);
      expect((await publicCities()).some((c) => c.slug === body.slug)).toBe(false);
    }
  });

  it('changes a city’s zone on edit, and refuses a bad one leaving the city as it was', async () => {
    const city = await added({ time_zone: 'America/New_York' });
    for (const time_zone of BAD_ZONES) {
      const res = await asAdminUk.send(adminCatalogApi.updateCity, {
        params: { id: city.id },
        body: { time_zone, name: 'Renamed' },
      });
      expect([time_zone, res.status, res.body.error.fields?.time_zone]).toEqual([
        time_zone,
        400,
        'Виберіть часовий пояс зі списку, наприклад America/New_York чи Europe/Kyiv',
      ]);
    }
    expect(await adminCity(city.id)).toMatchObject({ name: city.name, time_zone: 'America/New_York' });

    const moved = await asAdmin.send(adminCatalogApi.updateCity, {
      params: { id: city.id },
      body: { time_zone: 'America/Chicago' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: city.name, slug: city.slug, time_zone: 'America/Chicago' });
    expect(moved.body.updated_at > city.updated_at).toBe(true);
    const audits = await auditRowsFor(server.deps.db, city.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'city.update',
      before: expect.objectContaining({ time_zone: 'America/New_York' }),
      after: expect.objectContaining({ time_zone: 'America/Chicago' }),
    });
    // Leaving it out keeps it.
    const renamed = await asAdmin.send(adminCatalogApi.updateCity, {
      params: { id: city.id },
      body: { name: `${city.name} II` },
    });
    expect(renamed.body.time_zone).toBe('America/Chicago');
  });
});
