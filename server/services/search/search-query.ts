import { and, type SQL, sql } from 'drizzle-orm';
import type { SearchSort } from '../../../shared/schemas/search';
import { advertisements as ads } from '../../db/schema/ads';
import { publiclyVisible } from '../ads/ad-query';
import { filterConditions, type SearchFilters } from './search-filters';
import { allWordStarts, fullTextRank, looseMatches, looseRank } from './word-match';

export interface SearchQueryParams {
  /** Folded words (foldedWords()); at least one. */
  words: string[];
  filters: SearchFilters;
  /** The search's snapshot time: what is paid, what "today" is, which ads exist. */
  now: Date;
  timeZone: string;
  /**
   * How many of the newest whole-word matches are ranked: the deepest a search goes, or (newest first)
   * the depth of the page asked for.
   */
  candidates: number;
  /** The order of the candidates (step 3); relevant when not given (the search box's suggestions). */
  sort?: SearchSort;
}

/** Candidates found through parts of words and typos, when whole words find fewer than `candidates`. */
export const LOOSE_CANDIDATES = 300;

const snapshot = (p: SearchQueryParams) => sql`${p.now.toISOString()}::timestamptz`;

/** Ads the filters allow, that existed at the snapshot time (visible or not). */
const inScope = (p: SearchQueryParams) =>
  and(filterConditions(p.filters, p.now, p.timeZone), sql`${ads.createdAt} <= ${snapshot(p)}`);

/** Visible ads the filters allow, that existed at the snapshot time. */
const allowed = (p: SearchQueryParams) => and(publiclyVisible, inScope(p));

/** What step 1 finds, before visibility (countAds adds it): every word as a whole word or word start. */
export const wholeWordMatches = (p: SearchQueryParams) => and(inScope(p), allWordStarts(p.words));

const newestListed = sql`${ads.listedAt} desc, ${ads.id} desc`;

/**
 * Step 1 (docs/decisions/011): the newest listed (listed_at: last boost, else creation) `candidates` ads with every word as a whole word or word
 * start (full-text index; the planner walks the newest-first index for common words), and
 * `candidates` currently paid ones among all such ads (the paid full-text index; newest first when
 * that is the order, since `candidates` is then only the page's depth and paid ads come first).
 */
export function wholeWordCandidates(p: SearchQueryParams): SQL {
  const whole = and(publiclyVisible, wholeWordMatches(p));
  return sql`
(select ${ads.id}, true as newest from ${ads} where ${whole}
  order by ${ads.listedAt} desc, ${ads.id} desc limit ${p.candidates})
union all
(select ${ads.id}, false from ${ads} where ${and(whole, sql`${ads.effectivePaidUntil} > ${snapshot(p)}`)}
  ${p.sort === 'newest' ? sql`order by ${newestListed}` : sql``} limit ${p.candidates})`;
}

/**
 * Step 2, only when step 1's newest matches cannot fill the page asked for: every word also as one of
 * its variants (inside words, typos: `looseQuery()` over the vocabulary), the first LOOSE_CANDIDATES
 * found through the full-text index.
 */
export function looseCandidates(p: SearchQueryParams, loose: string): SQL {
  return sql`select ${ads.id} from ${ads} where ${and(allowed(p), looseMatches(loose))}
  limit ${LOOSE_CANDIDATES}`;
}

/** Within whole-word matches, then within looser ones, after the currently paid: each order's keys. */
const orderKeys = (p: SearchQueryParams, loose?: string): SQL => {
  switch (p.sort ?? 'relevant') {
    case 'relevant':
      return loose
        ? sql`r.rank desc, (case when r.rank = 0 then ${looseRank(loose)} end) desc nulls last, ${newestListed}`
        : sql`r.rank desc, ${newestListed}`;
    case 'price_asc':
      return sql`${ads.price} asc nulls last, ${newestListed}`;
    case 'price_desc':
      return sql`${ads.price} desc nulls last, ${newestListed}`;
    case 'newest':
      return newestListed;
  }
};

/**
 * Step 3: the candidates in order, one page of them: whole-word matches before looser ones (so step 2
 * never reorders earlier pages), then paid now, then the order asked for (relevance: full-text rank,
 * the looser question's rank when step 2 ran (`loose`), newest listed).
 */
export function rankedPage(
  p: SearchQueryParams,
  ids: string[],
  page: { offset: number; take: number },
  loose?: string,
): SQL {
  const idList = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  return sql`
select ${ads.id} from ${ads} cross join lateral (select ${fullTextRank(p.words)} as rank) r
where ${ads.id} = any(${idList})
order by r.rank > 0 desc, coalesce(${ads.effectivePaidUntil} > ${snapshot(p)}, false) desc, ${orderKeys(p, loose)}
limit ${page.take} offset ${page.offset}`;
}
