import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import * as meApi from '../../shared/api/me';
import { apiPath } from '../../shared/api/operation';
import { cookieOf } from './auth-client';
import { getJson } from './http';
import type { TestServer } from './test-server';

// A visitor's requests as a browser sends them, from an address the test picks (the server trusts
// X-Forwarded-For): the rate-limit tests of visitors and of the credential routes.

export const EVIL = 'https://evil.example';
export const freshEmail = () => `v${randomUUID().slice(0, 8)}@example.com`;

/** `origin`: the site's own unless given; null sends none. */
export type Caller = {
  ip: string;
  cookie?: string;
  origin?: string | null;
  headers?: Record<string, string>;
};

export function visitorRequests(server: () => TestServer) {
  /** A browser's first answer from the site, seen from `ip`: the visitor cookie it sets. */
  async function newVisitor(ip: string, headers: Record<string, string> = {}): Promise<string> {
    const res = await fetch(`${server().url}${apiPath(meApi.getMe)}`, {
      headers: { 'x-forwarded-for': ip, ...headers },
    });
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^hromada_visitor=[^;]+$/);
    return cookie;
  }

  function post(path: string, body: unknown, { ip, cookie, origin, headers }: Caller) {
    return getJson(`${server().url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(origin === null ? {} : { origin: origin ?? server().url }),
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }
  return { newVisitor, post };
}

export async function statuses(times: number, call: () => Promise<{ status: number }>): Promise<number[]> {
  const answers: number[] = [];
  for (let n = 0; n < times; n += 1) answers.push((await call()).status);
  return answers;
}

export const repeat = (status: number, times: number) => Array<number>(times).fill(status);
