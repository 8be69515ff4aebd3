import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminUsersApi from '../../../../shared/api/admin-users';
import { hasNaughtyStrings, naughtyStrings } from '../../../support/corpora';
import { createUser, signedInPerson } from '../../../support/factories';
import { callApi } from '../../../support/http';
import { startTestServer, type TestServer } from '../../../support/test-server';

type Person = { id: string; display_name: string; email: string; role: 'admin' | 'user' };

let server: TestServer;
let admin: { id: string; cookie: string };
let user: { id: string; cookie: string };
// On PostgreSQL every test file shares one database: each name carries this run's own marker.
const marker = randomUUID().slice(0, 8);

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInPerson(server, 'admin');
  user = await signedInPerson(server);
});
afterAll(() => server?.close());

const search = async (query: Record<string, string>, cookie = admin.cookie) => {
  const res = await callApi(server, adminUsersApi.listUsers, { query: query as never, cookie });
  return { status: res.status, body: res.body, people: (res.body?.items ?? []) as Person[] };
};
const namesOf = (people: Person[]) => people.map((p) => p.display_name);

describe('people search for admins', () => {
  it('is for admins only', async () => {
    const visitor = await callApi(server, adminUsersApi.listUsers, { query: { q: 'a' } });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('UNAUTHORIZED');
    const signedIn = await search({ q: 'a' }, user.cookie);
    expect(signedIn.status).toBe(403);
    expect(signedIn.body.error.code).toBe('FORBIDDEN');
  });

  it('finds people by part of the name, in any case, ordered by name, with their email and role', async () => {
    const bohdan = await createUser(server.deps.db, { displayName: `bohdan Finder${marker}` });
    const anna = await createUser(server.deps.db, { displayName: `Anna Finder${marker}`, role: 'admin' });
    await createUser(server.deps.db, { displayName: `Someone Else${marker}` });
    const { status, people } = await search({ q: `FINDER${marker.toUpperCase()}`, sort: 'name' });
    expect(status).toBe(200);
    // The admin list's fields come along too (tests/api/admin-users.test.ts).
    const listed = { disabled: false, ad_count: 0, created_at: expect.any(String) };
    expect(people).toEqual([
      {
        id: anna.id,
        display_name: anna.displayName,
        email: `${anna.id}@test.hromada.local`,
        role: 'admin',
        ...listed,
      },
      {
        id: bohdan.id,
        display_name: bohdan.displayName,
        email: `${bohdan.id}@test.hromada.local`,
        role: 'user',
        ...listed,
      },
    ]);
  });

  it('finds people by part of the email, in any case', async () => {
    const person = await createUser(server.deps.db, { displayName: `Mail Match ${marker}` });
    const { people } = await search({ q: person.id.slice(2, 14).toUpperCase() });
    expect(people.map((p) => p.id)).toEqual([person.id]);
    expect((await search({ q: `${person.id}@TEST.hromada` })).people.map((p) => p.id)).toEqual([person.id]);
  });

  it('reads % and _ as themselves, not as patterns', async () => {
    await createUser(server.deps.db, { displayName: `Half 50% ${marker}` });
    await createUser(server.deps.db, { displayName: `Half 50 ${marker}` });
    await createUser(server.deps.db, { displayName: `Under_score ${marker}` });
    await createUser(server.deps.db, { displayName: `Underxscore ${marker}` });
    await createUser(server.deps.db, { displayName: `Back\\slash ${marker}` });
    expect(namesOf((await search({ q: `50% ${marker}` })).people)).toEqual([`Half 50% ${marker}`]);
    expect(namesOf((await search({ q: `under_score ${marker}` })).people)).toEqual([`Under_score ${marker}`]);
    expect(namesOf((await search({ q: `k\\slash ${marker}` })).people)).toEqual([`Back\\slash ${marker}`]);
    expect((await search({ q: `%${marker}%` })).people).toEqual([]);
  });

  it('lists everyone without a text, within the limit, and refuses limits and texts out of range', async () => {
    await createUser(server.deps.db, { displayName: `Limit One ${marker}` });
    await createUser(server.deps.db, { displayName: `Limit Two ${marker}` });
    expect((await search({ q: `Limit`, limit: '1' })).people).toHaveLength(1);
    expect((await search({ q: `Limit`, limit: '50' })).people.length).toBeGreaterThanOrEqual(2);
    // By name: the other tests here add people too, always the newest.
    const everyone = await search({ sort: 'name' });
    expect(everyone.status).toBe(200);
    expect(everyone.people.length).toBeGreaterThanOrEqual(2);
    expect(everyone.people.length).toBeLessThanOrEqual(20);
    expect((await search({ q: '   ', sort: 'name' })).people).toEqual(everyone.people);
    const outOfRange: Record<string, string>[] = [
      { limit: '0' },
      { limit: '51' },
      { limit: 'many' },
      { q: 'x'.repeat(201) },
    ];
    for (const query of outOfRange) {
      const res = await search(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers hostile text without a server error', async () => {
    const hostile = [
      '\u0000',
      `a\u0000b`,
      "'; DROP TABLE profiles; --",
      '%',
      '_',
      '\\',
      '%%%__\\\\',
      '<script>alert(1)</script>',
      '👩‍👩‍👧‍👦',
      '\uFEFF\u202E',
      ...(hasNaughtyStrings ? naughtyStrings() : []),
    ];
    const failures: string[] = [];
    for (const q of hostile) {
      const res = await search({ q });
      if (res.status >= 500 || (res.status !== 200 && typeof res.body?.error?.message !== 'string'))
        failures.push(`${res.status} ${JSON.stringify(q)}`);
    }
    expect(failures).toEqual([]);
    expect((await search({ q: "'; DROP TABLE profiles; --" })).status).toBe(200);
    expect((await search({ q: `Half 50% ${marker}` })).people).toHaveLength(1);
  });
});
