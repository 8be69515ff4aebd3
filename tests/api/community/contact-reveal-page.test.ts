import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as blocksApi from '../../../shared/api/blocks';
import { ui as enUi } from '../../../shared/i18n/en/ui';
import { ui as ukUi } from '../../../shared/i18n/uk/ui';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { renderedPage, startRenderingServer } from '../../support/rendered-pages';
import { CONTACTS } from '../../support/seo-helpers';
import type { TestServer } from '../../support/test-server';

// The ad page as the server renders it for a signed-in person who does not own the ad: its HTML and
// boot data carry no contact detail (they come only from POST /ads/{id}/contact), and for someone a
// block stands between, there is no ad at all.

let server: TestServer;
let ad: Awaited<ReturnType<typeof createAd>>;
let owner: { id: string; cookie: string };

beforeAll(async () => {
  server = await startRenderingServer();
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'vehicles');
  owner = await signedInPerson(server);
  ad = await createAd(db, {
    userId: owner.id,
    cityId: city.id,
    categoryId: category.id,
    title: 'Quiet moped',
  });
}, 60_000);
afterAll(() => server?.close());

describe('the ad page of a signed-in person who does not own the ad', () => {
  for (const [lang, ui] of [
    ['uk', ukUi],
    ['en', enUi],
  ] as const) {
    it(`offers "Show contacts" and carries none of them, in ${lang}`, async () => {
      const reader = await signedInPerson(server);
      const page = await renderedPage(server, `/ads/${ad.id}`, { cookie: `${reader.cookie}; lang=${lang}` });
      expect(page.status).toBe(200);
      expect(page.text).toContain(ad.title);
      expect(page.text).toContain(ui.contact.show);
      for (const value of CONTACTS) expect(page.html, value).not.toContain(value);
    });
  }

  it('shows the owner their details and the count', async () => {
    const page = await renderedPage(server, `/ads/${ad.id}`, { cookie: `${owner.cookie}; lang=en` });
    expect(page.text).toContain('seller@example.com');
    expect(page.text).toContain('0 people have opened your contacts');
  });

  it('is not found for someone the owner blocked, head included', async () => {
    const reader = await signedInPerson(server);
    await callApi(server, blocksApi.blockPerson, { params: { id: reader.id }, cookie: owner.cookie });
    const res = await fetch(`${server.url}/ads/${ad.id}`, {
      headers: { cookie: `${reader.cookie}; lang=en` },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Quiet moped');
  });
});
