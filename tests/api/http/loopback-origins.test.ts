import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as authApi from '../../../shared/api/auth';
import { apiPath } from '../../../shared/api/operation';
import { nextAddress } from '../../support/auth-client';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// SITE_URL unset: the site is http://localhost:PORT. A newcomer who opens http://127.0.0.1:PORT
// (or [::1]) can still sign up; any other origin is refused with the address to open instead.

let server: TestServer;
let port: string;
beforeAll(async () => {
  server = await startTestServer({ SITE_URL: '', TRUST_PROXY: 'true' });
  port = new URL(server.address).port;
});
afterAll(() => server?.close());

/** A sign-up as a browser on `origin` sends it (to the server's real address). */
const signUpFrom = (origin: string, lang = 'en') =>
  getJson(`${server.address}${apiPath(authApi.signUpEmail)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'accept-language': lang,
      'x-forwarded-for': nextAddress(),
    },
    body: JSON.stringify({
      name: 'Newcomer',
      email: `new${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'orchard-lantern-3',
    }),
  });

describe('a site on localhost', () => {
  it('takes sign-ups from every loopback name of it', async () => {
    expect(server.url).toBe(`http://localhost:${port}`);
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const res = await signUpFrom(`http://${host}:${port}`);
      expect([host, res.status]).toEqual([host, 200]);
    }
  });

  it('refuses any other origin, naming the address to open, in both languages', async () => {
    for (const origin of ['https://evil.example', `http://127.0.0.1:${Number(port) + 1}`]) {
      const res = await signUpFrom(origin);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: 'CROSS_SITE_REQUEST',
        message: `This request came from another site, so it was refused. Open http://localhost:${port} and try again there.`,
      });
    }
    const uk = await signUpFrom('https://evil.example', 'uk');
    expect(uk.body.error.message).toBe(
      `Цей запит надійшов з іншого сайту, тому його відхилено. Відкрийте http://localhost:${port} і спробуйте ще раз там.`,
    );
  });
});
