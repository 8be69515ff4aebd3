import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';
import { advertisements } from '../../server/db/schema/ads';
import { auditLog } from '../../server/db/schema/audit-log';
import { categories, cities } from '../../server/db/schema/catalog';
import * as catalogApi from '../../shared/api/admin-catalog';
import * as publicCatalogApi from '../../shared/api/catalog';
import type { Operation } from '../../shared/api/operation';
import { signedInAdminAndUser } from './factories';
import { callApi } from './http';
import type { TestServer } from './test-server';

/** A slug no other test (or test file sharing the PostgreSQL database) uses. */
export const uniqueSlug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** The audit rows about one record, oldest first. */
export const auditRowsFor = (db: Db, entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.id));

/** The ids of the ads in a category or city, sorted. */
export async function adIdsIn(db: Db, column: 'category' | 'city', id: string): Promise<string[]> {
  const key = column === 'category' ? advertisements.categoryId : advertisements.cityId;
  const rows = await db.select({ id: advertisements.id }).from(advertisements).where(eq(key, id));
  return rows.map((r) => r.id).sort();
}

type Server = { url: string };
type CatalogCall = { params?: { id: string }; query?: { move_to?: string }; body?: unknown };

/** An admin catalog client for one person (cookie) in one language. */
export function catalogClient(server: Server, cookie?: string, lang = 'en') {
  /**
   * A call of a catalog operation (shared/api/admin-catalog.ts). The tests send valid and invalid
   * bodies alike, so the body goes as it is given.
   */
  const send = (op: Operation, input: CatalogCall = {}) =>
    callApi(server, op, { ...input, body: undefined, invalidBody: input.body, cookie, lang } as never);
  return {
    send,
    addCategory: (body: Record<string, unknown>) => send(catalogApi.createCategory, { body }),
    addCity: (body: Record<string, unknown>) => send(catalogApi.createCity, { body }),
  };
}

/** An admin with a catalog client (asAdmin) and a user: the people of a catalog admin test file. */
export async function catalogPeople(server: TestServer) {
  const { admin, user } = await signedInAdminAndUser(server);
  return { admin, user, asAdmin: catalogClient(server, admin.cookie) };
}

type CatalogKind = 'categories' | 'cities';
const OPERATIONS = {
  categories: {
    publicList: publicCatalogApi.listCategories,
    list: catalogApi.listCategories,
    create: catalogApi.createCategory,
  },
  cities: {
    publicList: publicCatalogApi.listCities,
    list: catalogApi.listCities,
    create: catalogApi.createCity,
  },
};

/**
 * A test file's public and admin lists of `kind`, and `added`: a new valid one (the body's fields
 * overridden), checked to be created and kept in `createdIds` for the clean-up.
 */
export function catalogLists<Listed, Added = Listed & { updated_at: string }>(
  shared: { server: Server; asAdmin: ReturnType<typeof catalogClient> },
  kind: CatalogKind,
  createdIds: string[],
) {
  const bodyOf = kind === 'categories' ? categoryBody : cityBody;
  return {
    publicList: async () =>
      (await callApi(shared.server, OPERATIONS[kind].publicList, {})).body.items as Listed[],
    adminList: async () => (await shared.asAdmin.send(OPERATIONS[kind].list)).body.items as Listed[],
    added: async (overrides: Record<string, unknown> = {}) => {
      const res = await shared.asAdmin.send(OPERATIONS[kind].create, { body: bodyOf(overrides) });
      expect(res.status).toBe(201);
      createdIds.push(res.body.id);
      return res.body as Added;
    },
  };
}

/** Each call answers 401 to a visitor and 403 to the person of `userCookie` (who is not an admin). */
export async function expectAdminsOnly(
  server: Server,
  userCookie: string,
  calls: [Operation, CatalogCall?][],
) {
  for (const [op, input] of calls) {
    const { method, path } = op;
    const visitor = await catalogClient(server).send(op, input);
    expect([method, path, visitor.status, visitor.body.error.code]).toEqual([
      method,
      path,
      401,
      'UNAUTHORIZED',
    ]);
    const person = await catalogClient(server, userCookie).send(op, input);
    expect([method, path, person.status, person.body.error.code]).toEqual([method, path, 403, 'FORBIDDEN']);
  }
}

/** A valid new category body with unique slug and names. */
export function categoryBody(overrides: Record<string, unknown> = {}) {
  const slug = uniqueSlug('cat');
  return { name_en: `Category ${slug}`, name_uk: `Категорія ${slug}`, slug, ...overrides };
}

/** A valid new city body with a unique name and slug. */
export function cityBody(overrides: Record<string, unknown> = {}) {
  const slug = uniqueSlug('town');
  return { name: `Town ${slug}`, name_uk: `Містечко ${slug}`, slug, ...overrides };
}

/**
 * Removes what a test file added (with the ads in it), so files sharing the PostgreSQL database
 * see the reference categories and cities only.
 */
export async function removeCatalogRows(db: Db, ids: { categories?: string[]; cities?: string[] }) {
  const categoryIds = ids.categories ?? [];
  const cityIds = ids.cities ?? [];
  if (categoryIds.length > 0) {
    await db.delete(advertisements).where(inArray(advertisements.categoryId, categoryIds));
    await db.delete(categories).where(inArray(categories.id, categoryIds));
  }
  if (cityIds.length > 0) {
    await db.delete(advertisements).where(inArray(advertisements.cityId, cityIds));
    await db.delete(cities).where(inArray(cities.id, cityIds));
  }
}
