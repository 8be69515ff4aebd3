import { type SQL, sql } from 'drizzle-orm';
import type { SearchFilters } from './search-filters';

/**
 * Step 1 looks for a question's newest matches among the newest ads that should hold about this many
 * candidates' worth of them (twice the candidates asked for).
 */
const SLICE_CANDIDATES_FACTOR = 2;
/** No slice unless the whole question is expected to match at least this many times the candidates. */
const SLICE_MIN_FACTOR = 8;

/**
 * Where the newest ads that should hold the question's newest `candidates` matches begin
 * (docs/decisions/023, "Many matches"): the expected matches are the vocabulary's counts of ads per
 * word (words starting with each query word), taken as independent, times the ads; the slice is the
 * newest share of the ads that should hold twice `candidates` of them, read off the planner's
 * histogram of `listed_at`. `since` is null when the question is expected to match too few ads for a
 * slice to pay, or when there are no statistics yet.
 */
export function recentSliceStart(words: string[], candidates: number): SQL {
  const escaped = words.map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));
  return sql`
with total as (select greatest(reltuples, 1)::float8 as n from pg_class where oid = 'public.advertisements'::regclass),
shares as (
  select least(1, greatest(coalesce((select sum(ads) from search_words where word like q || '%'), 0), 0.5) / total.n) as s
  from total, unnest(array[${sql.join(
    escaped.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]) as q),
expected as (select total.n * exp(sum(ln(shares.s))) as m from total, shares group by total.n),
bounds as (select histogram_bounds::text::timestamptz[] as b from pg_stats
  where schemaname = 'public' and tablename = 'advertisements' and attname = 'listed_at')
select expected.m as expected,
  case when expected.m >= ${SLICE_MIN_FACTOR * candidates}
    then b[greatest(1, floor(array_length(b, 1) * (1 - ${SLICE_CANDIDATES_FACTOR * candidates} / expected.m))::int)]::text
  end as since
from expected left join bounds on true`;
}

/**
 * Only a question without filters is sliced: a filter makes the matches too few to guess from the
 * words alone, and the filtered indexes (city, category) already narrow the search.
 */
export const sliceable = (f: SearchFilters): boolean =>
  f.cityIds.length === 0 &&
  f.categoryIds.length === 0 &&
  f.minPrice === undefined &&
  f.maxPrice === undefined &&
  f.posted === 'all' &&
  !f.withImages &&
  !f.eventsOnly;
