import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../../server/db/schema/auth';
import { profiles } from '../../../../server/db/schema/profiles';
import * as adminUsersApi from '../../../../shared/api/admin-users';
import { cookieOf, whoIs } from '../../../support/auth-client';
import { categoryBySlug, createAd, createCity, createUser, signedInPerson } from '../../../support/factories';
import { callApi } from '../../../support/http';
import type { TestServer } from '../../../support/test-server';
import {
  auditOf,
  PASSWORD,
  signIn,
  startUsersServer,
  uniqueEmail,
  usersApi,
} from '../../../support/users-support';

type Item = {
  id: string;
  display_name: string;
  email: string;
  role: string;
  disabled: boolean;
  created_at: string;
  ad_count: number;
};

let server: TestServer;
let admin: { id: string; cookie: string };
let api: ReturnType<typeof usersApi>;
// On PostgreSQL every test file shares one database: names carry this run's own marker.
const marker = randomUUID().slice(0, 8);

beforeAll(async () => {
  server = await startUsersServer();
  admin = await signedInPerson(server, 'admin');
  api = usersApi(server, admin.cookie);
});
afterAll(() => server?.close());

const newPerson = (overrides: Record<string, unknown> = {}) => ({
  name: `New Person ${randomUUID().slice(0, 8)}`,
  email: uniqueEmail(),
  password: PASSWORD,
  role: 'user',
  ...overrides,
});
const itemsOf = (res: { body: { items?: Item[] } }) => res.body.items ?? [];

describe('who may manage people', () => {
  it('answers 401 to visitors and 403 to signed-in non-admins on every endpoint, changing nothing', async () => {
    const target = await createUser(server.deps.db, { displayName: `Target ${marker}` });
    const member = await signedInPerson(server);
    const email = uniqueEmail('refused');
    for (const [cookie, status, code] of [
      [undefined, 401, 'UNAUTHORIZED'],
      [member.cookie, 403, 'FORBIDDEN'],
    ] as const) {
      const as = usersApi(server, cookie);
      for (const res of [
        await as.list(),
        await as.list({ page: 'x' }),
        await as.create(newPerson({ email })),
        await as.create({}),
        await as.update(target.id, { disabled: true, role: 'admin' }),
        await as.update(target.id, { nonsense: 1 }),
        await as.remove(target.id),
      ]) {
        expect(res.status).toBe(status);
        expect(res.body.error.code).toBe(code);
      }
    }
    expect(await server.deps.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    const [row] = await server.deps.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row).toMatchObject({ role: 'user', disabled: false });
  });
});

describe('the list of people', () => {
  it('searches name or email in any case, filters by role and status, newest first, a page at a time', async () => {
    const tag = `Lister${marker}`;
    const a = await createUser(server.deps.db, { displayName: `Ann ${tag}` });
    const b = await createUser(server.deps.db, { displayName: `Bob ${tag}`, role: 'admin' });
    const c = await createUser(server.deps.db, { displayName: `Cy ${tag}` });
    await api.update(c.id, { disabled: true });
    const city = await createCity(server.deps.db);
    const category = await categoryBySlug(server.deps.db, 'jobs');
    for (const status of ['approved', 'pending', 'rejected'] as const)
      await createAd(server.deps.db, { userId: a.id, cityId: city.id, categoryId: category.id, status });

    const all = await api.list({ q: tag.toUpperCase() });
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    expect(all.body).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(itemsOf(all).map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    const ann = itemsOf(all).find((p) => p.id === a.id);
    expect(ann).toMatchObject({ display_name: `Ann ${tag}`, role: 'user', disabled: false, ad_count: 3 });
    expect(ann?.email).toBe(`${a.id}@test.hromada.local`);
    expect(Date.parse(ann?.created_at ?? '')).toBeGreaterThan(Date.now() - 600_000);

    expect(itemsOf(await api.list({ q: a.id.slice(3, 15).toUpperCase() })).map((p) => p.id)).toEqual([a.id]);
    expect(itemsOf(await api.list({ q: tag, role: 'admin' })).map((p) => p.id)).toEqual([b.id]);
    const disabled = await api.list({ q: tag, status: 'disabled' });
    expect(itemsOf(disabled).map((p) => [p.id, p.disabled])).toEqual([[c.id, true]]);
    expect(itemsOf(await api.list({ q: tag, status: 'active', role: 'user' })).map((p) => p.id)).toEqual([
      a.id,
    ]);
    expect(itemsOf(await api.list({ q: tag, sort: 'name' })).map((p) => p.id)).toEqual([a.id, b.id, c.id]);

    const first = await api.list({ q: tag, limit: '2' });
    const second = await api.list({ q: tag, limit: '2', page: '2' });
    expect(first.body.total).toBe(3);
    expect(second.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect([...itemsOf(first), ...itemsOf(second)].map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    expect(itemsOf(await api.list({ q: tag, limit: '2', page: '3' }))).toEqual([]);
  });

  it('refuses filters and pages out of range', async () => {
    const queries: Record<string, string>[] = [
      { role: 'owner' },
      { status: 'banned' },
      { page: '0' },
      { sort: 'age' },
      { limit: '51' },
    ];
    for (const query of queries) {
      const res = await api.list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('adding a person', () => {
  it('makes an account that signs in at once with its role and name, and records it without the password', async () => {
    const input = newPerson({
      name: `<b>Olena</b> ${marker}`,
      email: `Olena.${marker}@Example.com`,
      role: 'admin',
    });
    const res = await api.create(input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      display_name: `Olena ${marker}`,
      email: `olena.${marker}@example.com`,
      role: 'admin',
      disabled: false,
      ad_count: 0,
    });
    const signedIn = await signIn(server, `olena.${marker}@example.com`);
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    expect(await whoIs(server, cookie)).toMatchObject({ display_name: `Olena ${marker}`, role: 'admin' });
    // An admin indeed: the new account may use this page.
    expect((await usersApi(server, cookie).list({ q: marker })).status).toBe(200);

    const audit = await auditOf(server, res.body.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['user.create', admin.id]]);
    expect(audit[0]?.after).toMatchObject({ email: `olena.${marker}@example.com`, role: 'admin' });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    expect(JSON.stringify(audit)).not.toContain('scrypt');
  });

  it('refuses bad input field by field, in the reader language, creating nothing', async () => {
    const email = uniqueEmail('bad');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  <i></i> ' }, 'name', 'Name is required'],
      [{ name: 'x'.repeat(41) }, 'name', 'Display name is too long (at most 40 characters)'],
      [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
      [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
      [{ password: 'password123' }, 'password', expect.stringContaining('most common') as unknown as string],
      [{ role: 'owner' }, 'role', 'This value is not valid'],
      [{ is_admin: true }, 'body', 'The request contains a field that cannot be set here'],
    ];
    for (const [change, field, message] of cases) {
      const res = await api.create(newPerson({ email, ...change }));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.fields?.[field]).toEqual(message);
    }
    const uk = await usersApi(server, admin.cookie, 'uk').create(newPerson({ password: '123' }));
    expect(uk.body.error.fields.password).toBe('Пароль має містити щонайменше 6 символів');
    expect(await server.deps.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('refuses a taken email (any case) or display name with 409', async () => {
    const taken = newPerson();
    expect((await api.create(taken)).status).toBe(201);
    const sameEmail = await api.create(newPerson({ email: taken.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error.code).toBe('EMAIL_TAKEN');
    const sameName = await usersApi(server, admin.cookie, 'uk').create(
      newPerson({ name: taken.name.toLowerCase() }),
    );
    expect(sameName.status).toBe(409);
    expect(sameName.body.error.code).toBe('DISPLAY_NAME_TAKEN');
    expect(sameName.body.error.message).toMatch(/[а-яі]/i);
  });
});

describe('editing a person', () => {
  it('changes name, email and role, records each change, and the new email signs in', async () => {
    const created = await api.create(newPerson());
    const id = created.body.id as string;
    const email = uniqueEmail('moved');
    const res = await api.update(id, {
      name: `Renamed ${marker}`,
      email: email.toUpperCase(),
      role: 'admin',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, display_name: `Renamed ${marker}`, email, role: 'admin' });
    expect((await signIn(server, email)).status).toBe(200);
    expect((await signIn(server, created.body.email)).status).toBe(401);

    const audit = await auditOf(server, id);
    expect(audit.map((a) => a.action)).toEqual(['user.create', 'user.update', 'user.role']);
    expect(audit[1]).toMatchObject({
      before: { display_name: created.body.display_name, email: created.body.email },
      after: { display_name: `Renamed ${marker}`, email },
    });
    expect(audit[2]).toMatchObject({ before: { role: 'user' }, after: { role: 'admin' } });
  });

  it('refuses a taken email or name, bad fields and unknown people, changing nothing', async () => {
    const one = (await api.create(newPerson())).body;
    const two = (await api.create(newPerson())).body;
    expect((await api.update(two.id, { email: one.email })).body.error.code).toBe('EMAIL_TAKEN');
    expect((await api.update(two.id, { name: one.display_name.toUpperCase() })).body.error.code).toBe(
      'DISPLAY_NAME_TAKEN',
    );
    for (const body of [{ email: 'nope' }, { role: 'root' }, { disabled: 'yes' }, { password: 'x' }]) {
      const res = await api.update(two.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // Their own name in another case is not "taken".
    expect((await api.update(two.id, { name: two.display_name.toUpperCase() })).status).toBe(200);
    expect((await api.update(randomUUID(), { name: 'Nobody' })).status).toBe(404);
    expect((await api.remove(randomUUID())).status).toBe(404);
    const after = (await api.list({ q: two.email })).body.items[0];
    expect(after).toMatchObject({ email: two.email, role: 'user', disabled: false });
  });

  it('keeps the person picker working: ?q=&limit= with id, name, email and role', async () => {
    const res = await callApi(server, adminUsersApi.listUsers, {
      query: { q: admin.id, limit: 5 },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({ id: admin.id, email: `${admin.id}@test.hromada.local`, role: 'admin' }),
    ]);
  });
});
