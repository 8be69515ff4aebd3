import { describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api/operation';
import * as savedSearchesApi from '../../../shared/api/saved-searches';
import { SAVED_SEARCHES } from '../../../shared/saved-searches';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import {
  alertNotices,
  mailsOf,
  market,
  runAlerts,
  saveSearch,
  setupAlertsServer,
} from '../../support/saved-search-support';
import { uniqueWord } from '../../support/search-support';

// Saved searches as their person keeps them (issue 21): list, rename, pause, delete, a cap, nobody
// else's; and the mail's unsubscribe link, which needs no sign-in.
const shared = setupAlertsServer();
const server = () => shared.server;

const list = async (person: { cookie: string }) =>
  (await callApi(server(), savedSearchesApi.listSavedSearches, { cookie: person.cookie })).body;

describe('keeping saved searches', () => {
  it('saves the question and filters, names it after the question, lists, renames and deletes it', async () => {
    const m = await market(server());
    const saved = await saveSearch(server(), m.searcher, {
      q: '  iPhone 13 ',
      filters: { city: m.city.id, min_price: 100, with_images: true },
      frequency: 'daily',
      notify_email: false,
    });
    expect(saved).toMatchObject({
      name: 'iPhone 13',
      q: 'iPhone 13',
      filters: { city: m.city.id, min_price: 100, with_images: true },
      frequency: 'daily',
      notify_in_app: true,
      notify_email: false,
      paused: false,
      path: `/search?q=iPhone%2013&city=${m.city.id}&min_price=100&images=1`,
    });
    const renamed = await callApi(server(), savedSearchesApi.changeSavedSearch, {
      params: { id: saved.id },
      cookie: m.searcher.cookie,
      body: { name: 'Phones', frequency: 'weekly' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Phones', frequency: 'weekly', notify_email: false });
    expect((await list(m.searcher)).items.map((s: { name: string }) => s.name)).toEqual(['Phones']);
    const gone = await callApi(server(), savedSearchesApi.deleteSavedSearch, {
      params: { id: saved.id },
      cookie: m.searcher.cookie,
    });
    expect(gone.status).toBe(204);
    expect((await list(m.searcher)).items).toEqual([]);
  });

  it('names a search without words after its category and city, in the caller’s language', async () => {
    const m = await market(server());
    const saved = await saveSearch(
      server(),
      m.searcher,
      {
        filters: { city: m.city.id, category: 'services' },
        frequency: 'instant',
      },
      'uk',
    );
    expect(saved.name).toBe(`Послуги · ${m.city.nameUk ?? m.city.name}`);
  });

  it('refuses a search with nothing to find, bad filters and no way to alert, in the caller’s language', async () => {
    const person = await signedInPerson(server());
    const post = (body: unknown, lang = 'en') =>
      // Each body breaks the contract one way: it goes as `invalidBody`.
      callApi(server(), savedSearchesApi.createSavedSearch, {
        cookie: person.cookie,
        body: undefined as never,
        invalidBody: body,
        lang,
      });
    const empty = await post({ q: ' ', frequency: 'instant' }, 'uk');
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('SAVED_SEARCH_EMPTY');
    expect(empty.body.error.message).toMatch(/Додайте слово/);
    const unknownCity = await post({ q: 'bike', filters: { city: 'nowhere-at-all' }, frequency: 'instant' });
    expect(unknownCity.status).toBe(400);
    expect(unknownCity.body.error.fields).toHaveProperty('city');
    const silent = await post({ q: 'bike', frequency: 'instant', notify_in_app: false, notify_email: false });
    expect(silent.status).toBe(400);
    expect(silent.body.error.fields).toHaveProperty('notify_email');
    const hourly = await post({ q: 'bike', frequency: 'hourly' });
    expect(hourly.status).toBe(400);
    expect((await list(person)).items).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES.maxPerPerson} per person, with a localised error beyond`, async () => {
    const person = await signedInPerson(server());
    for (let i = 0; i < SAVED_SEARCHES.maxPerPerson; i++)
      await saveSearch(server(), person, { q: `thing ${i}`, frequency: 'weekly' });
    const over = await callApi(server(), savedSearchesApi.createSavedSearch, {
      cookie: person.cookie,
      body: { q: 'one more', frequency: 'weekly' },
      lang: 'uk',
    });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('TOO_MANY_SAVED_SEARCHES');
    expect(over.body.error.message).toContain(`У вас ${SAVED_SEARCHES.maxPerPerson} збережених пошуків`);
    expect((await list(person)).items).toHaveLength(SAVED_SEARCHES.maxPerPerson);
  });

  it('lets nobody else read, change or delete them, and visitors not at all', async () => {
    const m = await market(server());
    const saved = await saveSearch(server(), m.searcher, { q: 'private thing', frequency: 'instant' });
    const other = m.seller;
    expect((await list(other)).items).toEqual([]);
    const change = await callApi(server(), savedSearchesApi.changeSavedSearch, {
      params: { id: saved.id },
      cookie: other.cookie,
      body: { name: 'Mine now', paused: true },
    });
    expect(change.status).toBe(404);
    const remove = await callApi(server(), savedSearchesApi.deleteSavedSearch, {
      params: { id: saved.id },
      cookie: other.cookie,
    });
    expect(remove.status).toBe(404);
    expect((await callApi(server(), savedSearchesApi.listSavedSearches, {})).status).toBe(401);
    expect(
      (await callApi(server(), savedSearchesApi.createSavedSearch, { body: { q: 'x', frequency: 'daily' } }))
        .status,
    ).toBe(401);
    expect((await list(m.searcher)).items).toMatchObject([
      { id: saved.id, name: 'private thing', paused: false },
    ]);
  });
});

describe('unsubscribing from the mail', () => {
  async function alerted() {
    const m = await market(server());
    const word = uniqueWord();
    const saved = await saveSearch(server(), m.searcher, { q: word, frequency: 'instant', name: 'Bikes' });
    await m.ad({ title: `${word} first` });
    await runAlerts(server());
    const [mail] = await mailsOf(server(), m.searcher);
    if (!mail) throw new Error('no alert mailed');
    return { m, word, saved, mail };
  }

  it('the link opens a confirmation that changes nothing; confirming stops the mail but not the bell', async () => {
    const { m, word, saved, mail } = await alerted();
    const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\/(\S+)/);
    const token = decodeURIComponent(link?.[1] ?? '');
    const target = await callApi(server(), savedSearchesApi.getUnsubscribeTarget, {
      params: { token: token },
    });
    expect(target.status).toBe(200);
    expect(target.body).toEqual({ name: 'Bikes', notify_email: true });
    const done = await callApi(server(), savedSearchesApi.unsubscribe, {
      params: { token: token },
      lang: 'uk',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ name: 'Bikes', notify_email: false });
    expect((await list(m.searcher)).items).toMatchObject([
      { id: saved.id, notify_email: false, paused: false },
    ]);
    await m.ad({ title: `${word} second` });
    await runAlerts(server());
    expect(await mailsOf(server(), m.searcher)).toHaveLength(1);
    expect(await alertNotices(server(), m.searcher)).toHaveLength(2);
  });

  it('takes the one-click POST of RFC 8058 from a mail client, without a session or our origin', async () => {
    const { m, saved, mail } = await alerted();
    const url = mail.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '';
    expect(url).toContain(apiPath(savedSearchesApi.unsubscribe, { params: { token: '' } }));
    const res = await fetch(url.replace(server().deps.env.baseUrl, server().url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await list(m.searcher)).items).toMatchObject([{ id: saved.id, notify_email: false }]);
  });

  it('refuses a forged or altered token and changes nothing', async () => {
    const { m, saved, mail } = await alerted();
    const token = decodeURIComponent(mail.text.match(/\/unsubscribe\/(\S+)/)?.[1] ?? '');
    const [id] = token.split('.');
    const forged = [`${saved.id}.${'A'.repeat(43)}`, `${id}.`, 'garbage', `${token}x`];
    for (const bad of forged) {
      const post = await callApi(server(), savedSearchesApi.unsubscribe, {
        params: { token: bad },
        lang: 'uk',
      });
      expect(post.status).toBe(404);
      expect(post.body.error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
      expect(post.body.error.message).toMatch(/недійсне/);
      expect(
        (await callApi(server(), savedSearchesApi.getUnsubscribeTarget, { params: { token: bad } })).status,
      ).toBe(404);
    }
    expect((await list(m.searcher)).items).toMatchObject([{ id: saved.id, notify_email: true }]);
  });
});
