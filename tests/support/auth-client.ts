import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { readOutbox } from '../../server/mail/outbox-mailer';
import * as authApi from '../../shared/api/auth';
import * as meApi from '../../shared/api/me';
import { apiPath, type Operation } from '../../shared/api/operation';
import { callApi, getJson } from './http';
import { startTestServer, type TestServer } from './test-server';

/**
 * A new client address each call (the server under test must run with TRUST_PROXY=true). Random, not
 * counted: test files on PostgreSQL share one database, so their limiter counts must not meet.
 */
export const nextAddress = () => {
  // Limiters group IPv6 by /64 (one customer's network), so the randomness goes into the prefix.
  const [a, b, c, d] = randomBytes(8).toString('hex').match(/.{4}/g) ?? [];
  return `fd${(a ?? '').slice(2)}:${b}:${c}:${d}::1`;
};

type AuthCallOptions = { lang?: string; ip?: string; cookie?: string };
/** The JSON body an operation takes, as its contract types it. */
export type BodyOf<O extends Operation> = z.input<NonNullable<O['body']>>;

/** A JSON POST as the browser sends it to better-auth (shared/api/auth.ts): same Origin, JSON body. */
export const authPost = <O extends Operation>(
  server: TestServer,
  op: O,
  body: BodyOf<O>,
  options: AuthCallOptions = {},
) => authPostInvalid(server, op, body, options);

/** The same POST with a body the contract does not allow (a string is sent as it is), for refusals. */
export function authPostInvalid(
  server: TestServer,
  op: Operation,
  body: unknown,
  options: AuthCallOptions = {},
) {
  return getJson(`${server.url}${apiPath(op)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'accept-language': options.lang ?? 'en',
      'x-forwarded-for': options.ip ?? nextAddress(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const cookieOf = (res: { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

export const whoIs = async (server: TestServer, cookie: string) =>
  (await callApi(server, meApi.getMe, { cookie })).body.user as { email: string } | null;

/** Everything the server sent to `to` (mail or text message), oldest first. */
export const outboxFor = async (server: TestServer, to: string) =>
  (await readOutbox(join(server.deps.env.DATA_DIR, 'outbox'))).filter((m) => m.to === to);

/** The first http(s) link in the newest message to `to`. */
export async function newestLinkTo(server: TestServer, to: string): Promise<string> {
  const mails = await outboxFor(server, to);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link;
}

/** Follows a link from a mail (as a browser would, without following the redirect) and returns its cookies. */
export async function openMailedLink(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), cookie: cookieOf(res) };
}

/**
 * A new account through the real sign-up, confirmed through the link mailed to it; returns the
 * session cookie the confirmation sets.
 */
export async function registerConfirmed(
  server: TestServer,
  input: { name?: string; email: string; password: string; lang?: string },
): Promise<string> {
  const signUp = await authPost(
    server,
    authApi.signUpEmail,
    { name: input.name ?? 'Test Person', email: input.email, password: input.password },
    { lang: input.lang },
  );
  expect(signUp.status).toBe(200);
  const opened = await openMailedLink(await newestLinkTo(server, input.email));
  expect(opened.status).toBe(302);
  expect(opened.cookie).toMatch(/session_token=/);
  return opened.cookie;
}

/**
 * For a test file about accounts: the app behind a trusted proxy (so each call can have its own
 * client address), started before the file's tests and closed after, and `post` to it.
 */
export function setupAuthTestServer() {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => started?.close());
  const server = () => {
    if (!started) throw new Error('the test server is not started yet');
    return started;
  };
  const post = <O extends Operation>(op: O, body: BodyOf<O>, options?: AuthCallOptions) =>
    authPost(server(), op, body, options);
  const postInvalid = (op: Operation, body: unknown, options?: AuthCallOptions) =>
    authPostInvalid(server(), op, body, options);
  const register = (input: Parameters<typeof registerConfirmed>[1]) => registerConfirmed(server(), input);
  return {
    server,
    post,
    postInvalid,
    register,
    whoIs: (cookie: string) => whoIs(server(), cookie),
    outboxFor: (to: string) => outboxFor(server(), to),
    newestLinkTo: (to: string) => newestLinkTo(server(), to),
  };
}

/** The token of the password reset link (authApi.openPasswordResetLink) in a mail's text, if it has one. */
export function resetTokenIn(text = ''): string | undefined {
  const [linkStart = ''] = apiPath(authApi.openPasswordResetLink, { params: { token: 'TOKEN' } }).split(
    'TOKEN',
  );
  const escaped = linkStart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`${escaped}([^?\\s]+)`))?.[1];
}
