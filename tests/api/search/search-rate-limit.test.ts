import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as searchApi from '../../../shared/api/search';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// The search limit (SPEC: 30 per 10 minutes, checked before querying) and its texts.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const search = (cookie: string, lang = 'en', q = 'bicycle') =>
  callApi(server, searchApi.searchAds, { query: { q }, cookie, lang });
const suggest = (cookie: string) => callApi(server, searchApi.suggestAds, { query: { q: 'bi' }, cookie });

/** Moves the person's counted searches back in time, as if they had been made `seconds` earlier. */
const age = (personId: string, seconds: number) =>
  server.deps.db.execute(
    sql`update rate_limit_events set created_at = created_at - make_interval(secs => ${seconds})
        where identifier = ${`user:${personId}`} and action_type = 'search'`,
  );

describe('the search limit', () => {
  it('answers the 30th search and refuses the 31st with the time to wait, in English and Ukrainian', async () => {
    const person = await signedInPerson(server);
    const first = await search(person.cookie);
    expect(first.status).toBe(200);
    expect(first.body.rate_limit).toMatchObject({ limit: 30, remaining: 29, window_minutes: 10 });
    expect(first.body.rate_limit.reset_seconds).toBeGreaterThan(540);
    expect(first.body.rate_limit.reset_seconds).toBeLessThanOrEqual(600);
    for (let n = 2; n <= 29; n += 1) expect((await search(person.cookie, 'en', `word${n}`)).status).toBe(200);
    const thirtieth = await search(person.cookie);
    expect(thirtieth.status).toBe(200);
    expect(thirtieth.body.rate_limit.remaining).toBe(0);

    const refused = await search(person.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'SEARCH_RATE_LIMITED',
      message: 'Search rate limit exceeded. Please try again in 10 minutes.',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const uk = await search(person.cookie, 'uk');
    expect(uk.status).toBe(429);
    expect(uk.body.error.message).toBe(
      'Перевищено ліміт пошукових запитів. Спробуйте знову через 10 хвилин.',
    );

    // Later in the window the wait is shorter, and the Ukrainian words follow the number.
    await age(person.id, 8.5 * 60);
    expect((await search(person.cookie)).body.error.message).toBe(
      'Search rate limit exceeded. Please try again in 2 minutes.',
    );
    expect((await search(person.cookie, 'uk')).body.error.message).toBe(
      'Перевищено ліміт пошукових запитів. Спробуйте знову через 2 хвилини.',
    );
    await age(person.id, 60);
    expect((await search(person.cookie)).body.error.message).toBe(
      'Search rate limit exceeded. Please try again in 1 minute.',
    );
    expect((await search(person.cookie, 'uk')).body.error.message).toBe(
      'Перевищено ліміт пошукових запитів. Спробуйте знову через 1 хвилину.',
    );
    // Once the oldest search leaves the window, one more is allowed.
    await age(person.id, 60);
    expect((await search(person.cookie)).status).toBe(200);
  });

  it('counts each caller apart and is checked before the search text is looked at', async () => {
    const [alice, bob] = [await signedInPerson(server), await signedInPerson(server)];
    for (let n = 0; n < 30; n += 1) await search(alice.cookie);
    expect((await search(alice.cookie)).status).toBe(429);
    expect((await search(bob.cookie)).body.rate_limit.remaining).toBe(29);
  });

  it('does not count suggestions, which have their own much larger allowance', async () => {
    const person = await signedInPerson(server);
    for (let n = 0; n < 35; n += 1) expect((await suggest(person.cookie)).status).toBe(200);
    const res = await search(person.cookie);
    expect(res.body.rate_limit.remaining).toBe(29);
    for (let n = 0; n < 29; n += 1) await search(person.cookie);
    expect((await search(person.cookie)).status).toBe(429);
    const stillSuggesting = await suggest(person.cookie);
    expect(stillSuggesting.status).toBe(200);
    expect(stillSuggesting.headers.get('ratelimit-limit')).toBe('1000');
  });
});
