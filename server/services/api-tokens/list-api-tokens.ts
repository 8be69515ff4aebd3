import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema/api-tokens';
import { profiles } from '../../db/schema/profiles';

const creator = alias(profiles, 'creator');

/** A token as the admin page lists it: no secret, no hash; who it acts as and who made it. */
export type ApiTokenRow = Awaited<ReturnType<typeof selectTokens>>[number];

const selectTokens = (db: Db) =>
  db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      tokenPrefix: apiTokens.tokenPrefix,
      scopes: apiTokens.scopes,
      userId: apiTokens.userId,
      userName: profiles.displayName,
      createdBy: apiTokens.createdBy,
      createdByName: creator.displayName,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .innerJoin(profiles, eq(profiles.id, apiTokens.userId))
    .leftJoin(creator, eq(creator.id, apiTokens.createdBy))
    .$dynamic();

/** Every token, newest first (an admin's tool: a site has tens of them, not thousands). */
export async function listApiTokens(db: Db): Promise<ApiTokenRow[]> {
  return selectTokens(db).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** One token by id, or undefined. */
export async function findApiToken(db: Db, id: string): Promise<ApiTokenRow | undefined> {
  const [row] = await selectTokens(db).where(eq(apiTokens.id, id));
  return row;
}
