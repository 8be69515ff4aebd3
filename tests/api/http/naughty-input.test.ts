import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adsApi from '../../../shared/api/ads';
import { apiPath } from '../../../shared/api/operation';
import { hasNaughtyStrings, naughtyStrings } from '../../support/corpora';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe.runIf(hasNaughtyStrings)('the Big List of Naughty Strings in every API input', () => {
  it('gets a JSON answer below 500 for each string as city, category, cursor, limit, lang and ad id', async () => {
    const failures: string[] = [];
    for (const value of naughtyStrings()) {
      const v = encodeURIComponent(value);
      // The query written as it is (URLSearchParams would encode a space as +); apiPath encodes an id as v is.
      const ads = apiPath(adsApi.listAds);
      const urls = [
        `${ads}?city=${v}`,
        `${ads}?category=${v}`,
        `${ads}?cursor=${v}`,
        `${ads}?limit=${v}&lang=${v}`,
        apiPath(adsApi.getAd, { params: { id: value || ' ' } }),
      ];
      for (const url of urls) {
        const res = await fetch(`${server.url}${url}`, {
          headers: { 'accept-language': value.replace(/[^\x20-\x7e]/g, '') },
        });
        const body = await res.text();
        const json = (() => {
          try {
            return JSON.parse(body);
          } catch {
            return null;
          }
        })();
        if (res.status >= 500 || json === null) failures.push(`${res.status} ${url}`);
        else if (res.status >= 400 && typeof json.error?.message !== 'string')
          failures.push(`no message: ${url}`);
      }
    }
    expect(failures).toEqual([]);
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
  }, 180_000);
});
