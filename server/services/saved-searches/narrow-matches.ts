import { and, type SQL, sql } from 'drizzle-orm';
import type { SavedSearchFilters } from '../../../shared/saved-searches';
import type { ReferenceData } from '../../core/reference-data';
import { type Db, queryRows } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { personBlocks } from '../../db/schema/person-blocks';
import { filterConditions, resolveSearchFilters } from '../search/search-filters';
import { idList } from './json-rows';
import type { QueuedAd } from './queued-ads';
import type { ActiveSearch } from './word-candidates';

export interface MatchableSearch extends ActiveSearch {
  filters: SavedSearchFilters;
  createdAt: Date;
}

export interface Match {
  savedSearchId: string;
  userId: string;
  adId: string;
}

interface NarrowDeps {
  catalog: ReferenceData;
  timeZone: string;
  now: Date;
}

/** Filter sets tested in one statement. */
const GROUPS_PER_STATEMENT = 100;

/**
 * For each filter set with its candidate ads, the ads it allows (search-filters.ts, as /search applies
 * them; none once a place named is gone), many sets to a statement.
 */
async function allowedByFilters(
  tx: Db,
  deps: NarrowDeps,
  groups: { filters: SavedSearchFilters; ads: string[] }[],
) {
  const allowed = groups.map(() => new Set<string>());
  const parts: SQL[] = [];
  for (const [i, group] of groups.entries()) {
    const filters = await resolveSearchFilters(deps.catalog, group.filters).catch(() => null);
    if (!filters) continue;
    const where = and(
      sql`${ads.id} in ${idList(group.ads)}`,
      filterConditions(filters, deps.now, deps.timeZone),
    );
    parts.push(sql`(select ${i}::int as g, ${ads.id} as id from ${ads} where ${where})`);
  }
  for (let start = 0; start < parts.length; start += GROUPS_PER_STATEMENT) {
    const chunk = parts.slice(start, start + GROUPS_PER_STATEMENT);
    const rows = await queryRows<{ g: number; id: string }>(tx, sql.join(chunk, sql` union all `));
    for (const row of rows) allowed[row.g]?.add(row.id);
  }
  return allowed;
}

/** The (person, owner) pairs a block stands between, either way, in one statement. */
async function blockedPairs(tx: Db, pairs: { a: string; b: string }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await queryRows<{ a: string; b: string }>(
    tx,
    sql`select p.a, p.b from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(a text, b text)
        where exists (select 1 from ${personBlocks}
          where (${personBlocks.blockerId} = p.a and ${personBlocks.blockedId} = p.b)
             or (${personBlocks.blockerId} = p.b and ${personBlocks.blockedId} = p.a))`,
  );
  return new Set(rows.map((row) => `${row.a} ${row.b}`));
}

/**
 * The word matches that alert: the search's filters allow the ad (searches with the same filters
 * are checked together), the ad is not the person's own, it was approved after the search was saved,
 * and no block stands between the person and its owner.
 */
export async function narrowMatches(
  tx: Db,
  deps: NarrowDeps,
  searches: MatchableSearch[],
  candidates: Map<string, string[]>,
  fresh: QueuedAd[],
): Promise<Match[]> {
  const adsById = new Map(fresh.map((ad) => [ad.id, ad]));
  const byFilters = new Map<string, { filters: SavedSearchFilters; ads: Set<string> }>();
  const wanted: Match[] = [];
  for (const search of searches) {
    const adIds = (candidates.get(search.id) ?? []).filter((id) => {
      const ad = adsById.get(id);
      return ad && ad.userId !== search.userId && ad.approvedAt >= search.createdAt;
    });
    if (adIds.length === 0) continue;
    const key = JSON.stringify(search.filters);
    const group = byFilters.get(key) ?? { filters: search.filters, ads: new Set<string>() };
    for (const id of adIds) group.ads.add(id);
    byFilters.set(key, group);
    for (const adId of adIds) wanted.push({ savedSearchId: search.id, userId: search.userId, adId });
  }
  const groups = [...byFilters.entries()];
  const sets = await allowedByFilters(
    tx,
    deps,
    groups.map(([, group]) => ({ filters: group.filters, ads: [...group.ads] })),
  );
  const allowed = new Map(groups.map(([key], i) => [key, sets[i]]));
  const filtersOf = new Map(searches.map((s) => [s.id, JSON.stringify(s.filters)]));
  const passing = wanted.filter((m) => allowed.get(filtersOf.get(m.savedSearchId) ?? '')?.has(m.adId));
  const owners = passing.map((m) => ({ a: m.userId, b: adsById.get(m.adId)?.userId ?? '' }));
  const blocked = await blockedPairs(tx, owners);
  return passing.filter((m) => !blocked.has(`${m.userId} ${adsById.get(m.adId)?.userId}`));
}
