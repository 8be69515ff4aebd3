import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { UserRole, UserSort, UserStatus } from '../../../shared/schemas/admin-users';
import { notFound } from '../../core/app-error';
import type { Db } from '../../db/client';
import { advertisements } from '../../db/schema/ads';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';

export interface UserListFilters {
  text?: string;
  role?: UserRole;
  status?: UserStatus;
  sort: UserSort;
  page: number;
  limit: number;
}

/** The text as a literal inside a LIKE pattern: its own %, _ and the escape character match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One row per person, as the admin list and the person pickers show them. */
export function selectUsers(db: Db) {
  return db
    .select({
      id: profiles.id,
      displayName: profiles.displayName,
      email: user.email,
      role: profiles.role,
      disabled: profiles.disabled,
      createdAt: user.createdAt,
      adCount: sql<number>`(select count(*) from ${advertisements} where ${advertisements.userId} = ${profiles.id})::int`,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id));
}
export type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

function whereOf(filters: UserListFilters): SQL | undefined {
  // Control characters (NUL among them) went by the text rule of the query's schema.
  const text = (filters.text ?? '').trim();
  const pattern = `%${likeLiteral(text)}%`;
  return and(
    text ? or(ilike(profiles.displayName, pattern), ilike(user.email, pattern)) : undefined,
    filters.role ? eq(profiles.role, filters.role) : undefined,
    filters.status ? eq(profiles.disabled, filters.status === 'disabled') : undefined,
  );
}

/** A page of people matching the filters (newest account first, or by name) and how many match in all. */
export async function listUsers(
  db: Db,
  filters: UserListFilters,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = whereOf(filters);
  const order =
    filters.sort === 'name'
      ? [asc(sql`lower(${profiles.displayName})`), asc(profiles.id)]
      : [desc(user.createdAt), desc(profiles.id)];
  const [rows, [counted]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(...order)
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db.select({ total: count() }).from(profiles).innerJoin(user, eq(user.id, profiles.id)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One person as the admin list shows them, or undefined. */
export async function getUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db).where(eq(profiles.id, id));
  return row;
}

/** One person as the admin list shows them, or 404. */
export async function getUserOrNotFound(db: Db, id: string): Promise<UserRow> {
  const row = await getUser(db, id);
  if (!row) throw notFound();
  return row;
}
