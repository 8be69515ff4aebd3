import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as authApi from '../../../shared/api/auth';
import { AUTH_PREFIX, apiPath, type Operation } from '../../../shared/api/operation';
import { type BodyOf, registerConfirmed } from '../../support/auth-client';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const post = <O extends Operation>(op: O, body: BodyOf<O>, headers: Record<string, string> = {}) =>
  getJson(`${server.url}${apiPath(op)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify(body),
  });

describe(`better-auth under ${AUTH_PREFIX}`, () => {
  it('signs up, reads the session and signs out', async () => {
    const email = `new-${Date.now()}@example.com`;
    const cookie = await registerConfirmed(server, {
      email,
      password: 'correct horse battery',
      name: 'Оксана',
    });
    const session = await getJson(`${server.url}${apiPath(authApi.getSession)}`, { headers: { cookie } });
    expect(session.body.user.email).toBe(email);
    const out = await post(authApi.signOut, {}, { cookie });
    expect(out.status).toBe(200);
  });

  it('limits sign-in attempts per client address, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 7; i++) {
      last = await post(
        authApi.signInEmail,
        { email: 'nobody@example.com', password: 'wrong-password' },
        { 'x-forwarded-for': `10.0.0.${i}`, 'accept-language': 'uk' },
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(last?.body.error.code).toBe('RATE_LIMITED');
    expect(last?.body.error.message).toMatch(/^Перевищено ліміт запитів\. Спробуйте знову через \d+ хвилин/);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(800);
  });
});
