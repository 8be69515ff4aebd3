import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_CEILING_FACTOR } from '../../../server/services/rate-limit/address-ceiling';
import * as authApi from '../../../shared/api/auth';
import * as meApi from '../../../shared/api/me';
import { apiPath } from '../../../shared/api/operation';
import * as searchApi from '../../../shared/api/search';
import { RATE_LIMITS } from '../../../shared/constants';
import { nextAddress, setupAuthTestServer } from '../../support/auth-client';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';
import {
  type Caller,
  EVIL,
  freshEmail,
  repeat,
  statuses,
  visitorRequests,
} from '../../support/visitor-requests';

// Rate limits count visitors by a signed cookie, not by address; one address still has a ceiling.
// Credential routes count the address whatever the cookie: credential-limits.test.ts. The server
// trusts X-Forwarded-For here, so each test picks its address.
const { server } = setupAuthTestServer();

const { newVisitor, post } = visitorRequests(server);
const visitorCookieOf = (res: { headers: Headers }) =>
  res.headers.getSetCookie().find((c) => c.startsWith('hromada_visitor='));

/** A wrong password for an address without an account (each one new, so no account lock-out meets it). */
const signIn = (caller: Caller) =>
  post(authApi.signInEmail, { email: freshEmail(), password: 'wrong-password-1' }, caller);
const signUp = (caller: Caller) =>
  post(authApi.signUpEmail, { name: 'Visitor', email: freshEmail(), password: 'sunflower-42' }, caller);
const search = ({ ip, cookie }: Caller, query = 'q=bicycle') =>
  getJson(`${server().url}${apiPath(searchApi.searchAds)}?${query}`, {
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });

const LOGIN = RATE_LIMITS.auth_login.limit; // 5 per 15 minutes
const SIGNUP = RATE_LIMITS.auth_signup.limit; // 3 per hour
const SEARCH = RATE_LIMITS.search.limit; // 30 per 10 minutes

describe('visitors behind one address', () => {
  it("each get SPEC's search limit of their own, and share the address's sign-in and sign-up limits", async () => {
    const ip = nextAddress();
    const visitors = [await newVisitor(ip), await newVisitor(ip)];
    const firstAttempt = Date.now();
    const [one, other] = visitors;
    expect(await statuses(LOGIN + 1, () => signIn({ ip, cookie: one }))).toEqual([
      ...repeat(401, LOGIN),
      429,
    ]);
    expect(await statuses(SIGNUP + 1, () => signUp({ ip, cookie: one }))).toEqual([
      ...repeat(200, SIGNUP),
      429,
    ]);
    expect((await signIn({ ip, cookie: other })).status).toBe(429);
    expect((await signUp({ ip, cookie: other })).status).toBe(429);
    for (const cookie of visitors)
      expect(await statuses(SEARCH + 1, () => search({ ip, cookie }))).toEqual([...repeat(200, SEARCH), 429]);
    // A third newcomer there still has every attempt; the refusals above said when to come back.
    const third = await newVisitor(ip);
    const refused = await signIn({ ip, cookie: visitors[0] });
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    // The sign-in window (15 minutes) began with the first attempt: Retry-After is what is left of it.
    const windowSeconds = RATE_LIMITS.auth_login.windowMinutes * 60;
    const windowLeft = windowSeconds - (Date.now() - firstAttempt) / 1000;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(windowLeft) - 1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((await search({ ip, cookie: third })).body.rate_limit.remaining).toBe(SEARCH - 1);
  }, 120_000);

  it(`share a ceiling of ${ADDRESS_CEILING_FACTOR}× each limit: throwing the cookie away gives no more`, async () => {
    const ip = nextAddress();
    for (let n = 0; n < ADDRESS_CEILING_FACTOR; n += 1) {
      const cookie = await newVisitor(ip);
      const answers = await Promise.all(Array.from({ length: SEARCH }, () => search({ ip, cookie })));
      expect(answers.map((res) => res.status)).toEqual(repeat(200, SEARCH));
    }
    const newcomer = await search({ ip, cookie: await newVisitor(ip) });
    expect([newcomer.status, newcomer.body.error.code]).toEqual([429, 'SEARCH_RATE_LIMITED']);
    expect(newcomer.headers.get('ratelimit-remaining')).toBe('0');
    expect((await search({ ip })).status).toBe(429); // without any cookie
    // Only searches from that address: its visitors can still sign up, and other addresses search.
    expect((await signUp({ ip, cookie: await newVisitor(ip) })).status).toBe(200);
    expect((await search({ ip: nextAddress() })).status).toBe(200);
  }, 120_000);

  it('without a cookie (no browser, or one that refuses cookies) share one allowance', async () => {
    const ip = nextAddress();
    expect(await statuses(SEARCH + 1, () => search({ ip }))).toEqual([...repeat(200, SEARCH), 429]);
    expect((await search({ ip, cookie: await newVisitor(ip) })).status).toBe(200);
  });
});

/** What the limiter says is left after this answer (RateLimit-Remaining). */
const remaining = (res: { headers: Headers }) => Number(res.headers.get('ratelimit-remaining'));

describe('attempts that never reached the action', () => {
  it('a sign-in or sign-up refused for coming from another site costs nothing', async () => {
    const ip = nextAddress();
    const cookie = await newVisitor(ip);
    const fromElsewhere: Caller[] = [
      { ip, cookie, origin: EVIL },
      { ip, cookie, origin: 'null' },
      { ip, cookie, origin: null, headers: { 'sec-fetch-site': 'cross-site' } },
      { ip, cookie, origin: null, headers: { referer: `${EVIL}/page` } },
      { ip, origin: EVIL }, // the visitor cookie is SameSite=Lax: another site's post comes without it
    ];
    for (const caller of fromElsewhere) {
      for (const call of [signIn, signUp]) {
        for (let n = 0; n < LOGIN; n += 1) {
          const res = await call(caller);
          expect([res.status, res.body.error.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
        }
      }
    }
    // The address's first attempts, with the cookie or without.
    for (const [n, caller] of [{ ip, cookie }, { ip }].entries()) {
      expect(remaining(await signIn(caller))).toBe(LOGIN - 1 - n);
      expect(remaining(await signUp(caller))).toBe(SIGNUP - 1 - n);
    }
  }, 60_000);

  it('invalid input costs nothing', async () => {
    const ip = nextAddress();
    const cookie = await newVisitor(ip);
    for (let n = 0; n < LOGIN; n += 1) {
      const invalid = [
        post(authApi.signInEmail, { email: freshEmail() }, { ip, cookie }),
        post(authApi.signInEmail, { email: 'not-an-email', password: 'x' }, { ip, cookie }),
        post(authApi.signInEmail, '{"email":', { ip, cookie }),
        post(authApi.signUpEmail, { name: 'A', email: freshEmail(), password: '123' }, { ip, cookie }),
        // A password everyone tries first is refused before the sign-up, as input.
        post(authApi.signUpEmail, { name: 'A', email: freshEmail(), password: 'iloveyou' }, { ip, cookie }),
        search({ ip, cookie }, 'q='),
        search({ ip, cookie }, 'q=bicycle&min_price=cheap'),
      ];
      for (const res of await Promise.all(invalid))
        expect([res.status, res.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(remaining(await signIn({ ip, cookie }))).toBe(LOGIN - 1);
    expect(remaining(await signUp({ ip, cookie }))).toBe(SIGNUP - 1);
    expect(remaining(await search({ ip, cookie }))).toBe(SEARCH - 1);
  }, 60_000);
});

describe('the visitor cookie', () => {
  it('is httpOnly, SameSite=Lax, for the whole site, set once, and never on answers shared caches keep', async () => {
    const ip = nextAddress();
    const first = await fetch(`${server().url}${apiPath(meApi.getMe)}`, {
      headers: { 'x-forwarded-for': ip },
    });
    const set = visitorCookieOf(first) ?? '';
    expect(set).toMatch(/^hromada_visitor=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = set.split(';')[0] ?? '';
    const again = await fetch(`${server().url}${apiPath(meApi.getMe)}`, {
      headers: { 'x-forwarded-for': ip, cookie },
    });
    expect(visitorCookieOf(again)).toBeUndefined();
    // Public answers (robots.txt, hashed assets, public images) may sit in a CDN: no one's id on them.
    const robots = await fetch(`${server().url}/robots.txt`);
    expect(robots.headers.get('cache-control')).toMatch(/public/);
    expect(visitorCookieOf(robots)).toBeUndefined();
    // Any other answer, an error too, hands a newcomer one.
    expect(visitorCookieOf(await signIn({ ip }))).toBeDefined();
  });

  it('forged, unsigned or tampered, is no cookie: it does not reset a used-up allowance', async () => {
    const ip = nextAddress();
    expect(await statuses(SEARCH, () => search({ ip }))).toEqual(repeat(200, SEARCH));
    const genuine = (await newVisitor(nextAddress())).split('=')[1] ?? '';
    const [, signature] = decodeURIComponent(genuine).split('.');
    const madeUp = randomBytes(16).toString('base64url');
    const otherKey = createHmac('sha256', 'another-secret').update(madeUp).digest('base64');
    const forgeries = [
      madeUp, // unsigned
      encodeURIComponent(`${madeUp}.${otherKey}`), // signed with another key
      encodeURIComponent(`${madeUp}.${signature}`), // someone's real signature on another id
      `${genuine}x`,
    ];
    for (const value of forgeries) {
      const res = await search({ ip, cookie: `hromada_visitor=${value}` });
      expect([value, res.status]).toEqual([value, 429]);
      // Treated as a newcomer: a real cookie comes back, and with it an allowance of their own.
      const fresh = visitorCookieOf(res)?.split(';')[0] ?? '';
      expect(fresh).toMatch(/^hromada_visitor=./);
      expect(fresh).not.toBe(`hromada_visitor=${value}`);
      expect((await search({ ip, cookie: fresh })).status).toBe(200);
    }
  });

  it("carries SPEC's session id the browser sends, which alone counts for nothing", async () => {
    const ip = nextAddress();
    const sessionId = randomBytes(16).toString('base64url');
    const cookie = await newVisitor(ip, { 'x-session-id': sessionId });
    expect(decodeURIComponent(cookie)).toMatch(new RegExp(`^hromada_visitor=${sessionId}\\.`));
    expect(await statuses(SEARCH + 1, () => search({ ip, cookie }))).toEqual([...repeat(200, SEARCH), 429]);
    // The same id without its signed cookie is a caller without a cookie, not that visitor.
    const alone = await getJson(
      `${server().url}${apiPath(searchApi.searchAds, { query: { q: 'bicycle' } })}`,
      {
        headers: { 'x-forwarded-for': ip, 'x-session-id': sessionId },
      },
    );
    expect([alone.status, remaining(alone)]).toEqual([200, SEARCH - 1]);
    // A session id of another form is not used; the server picks a random one.
    const odd = await newVisitor(ip, { 'x-session-id': 'me' });
    expect(odd).not.toMatch(/^hromada_visitor=me\./);
  });
});

describe('the visitor cookie of a site behind https', () => {
  const site = 'https://hromada.example';
  let secure: TestServer;
  beforeAll(async () => {
    secure = await startTestServer({ SITE_URL: site });
  });
  afterAll(() => secure?.close());

  it('is Secure', async () => {
    const res = await fetch(`${secure.address}${apiPath(meApi.getMe)}`);
    expect(visitorCookieOf(res)).toMatch(/; Secure/);
  });
});
