import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../../shared/api/operation';
import * as searchApi from '../../../shared/api/search';
import { hasNaughtyStrings, naughtyStrings } from '../../support/corpora';
import { signedInPerson } from '../../support/factories';
import { jsonBody } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// The Big List of Naughty Strings as search text and filters: always JSON, never a 500.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEARCH_CACHE_SECONDS: '0' });
});
afterAll(() => server?.close());

describe.runIf(hasNaughtyStrings)('naughty strings in search', () => {
  it('answers 200 or a JSON 400 with a message for each string as text, place, price, date, flag, cursor and page size', async () => {
    const failures: string[] = [];
    let cookie = '';
    let searches = 0;
    for (const value of naughtyStrings()) {
      const v = encodeURIComponent(value);
      const urls = [
        `${apiPath(searchApi.searchAds)}?q=${v}`,
        `${apiPath(searchApi.suggestAds)}?q=${v}`,
        `${apiPath(searchApi.searchAds)}?q=flat&city=${v}&category=${v}`,
        `${apiPath(searchApi.searchAds)}?q=flat&min_price=${v}&posted=${v}&with_images=${v}&cursor=${v}&limit=${v}`,
      ];
      for (const url of urls) {
        // A new person before the search limit (30 per 10 minutes) is reached.
        if (searches % 25 === 0) cookie = (await signedInPerson(server)).cookie;
        searches += 1;
        const res = await fetch(`${server.url}${url}`, { headers: { cookie } });
        const json = await jsonBody(res).catch(() => null);
        if (res.status >= 500 || json === null) failures.push(`${res.status} ${url}`);
        else if (res.status === 429) failures.push(`limited: ${url}`);
        else if (res.status >= 400 && typeof json.error?.message !== 'string')
          failures.push(`no message: ${url}`);
        else if (res.status === 200 && !Array.isArray(json.items)) failures.push(`no items: ${url}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
