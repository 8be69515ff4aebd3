import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { looseQuery } from '../search/word-match';
import { indexVocabulary, variantRowsAmong, wordVariants } from '../search/word-variants';
import { idList } from './json-rows';
import type { QueuedAd } from './queued-ads';

export interface ActiveSearch {
  id: string;
  userId: string;
  words: string[];
}

/**
 * Which new ads each saved search's words find, as /search finds them (docs/decisions/033): every
 * word as a word start or one of its variants (inside longer words, typos: word-variants.ts) in the
 * full-text vector, both scripts alike since words are folded. A search's variants can only be words
 * of these ads, so they are looked for among those words, not the whole vocabulary; then one
 * statement tests every (question, ad) pair. A search without words (a city or category page) finds
 * them all; its filters narrow them next.
 */
export async function wordCandidates(
  tx: Db,
  searches: ActiveSearch[],
  fresh: QueuedAd[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (fresh.length === 0) return found;
  const vocabulary = indexVocabulary(new Set(fresh.flatMap((ad) => ad.lexemes)));
  const questions = new Map<string, string>();
  const asked: { id: string; q: string }[] = [];
  for (const search of searches) {
    if (search.words.length === 0) {
      found.set(
        search.id,
        fresh.map((ad) => ad.id),
      );
      continue;
    }
    const key = search.words.join(' ');
    let q = questions.get(key);
    if (q === undefined) {
      q = looseQuery(search.words, wordVariants(search.words, variantRowsAmong(search.words, vocabulary)));
      questions.set(key, q);
    }
    asked.push({ id: search.id, q });
  }
  if (asked.length === 0) return found;
  const pairs = await queryRows<{ search_id: string; ad_id: string }>(
    tx,
    sql`select s.id as search_id, ${ads.id} as ad_id
        from jsonb_to_recordset(${JSON.stringify(asked)}::jsonb) as s(id uuid, q tsquery)
        join ${ads} on ${ads.id} in ${idList(fresh.map((ad) => ad.id))} and ${ads.searchVector} @@ s.q`,
  );
  for (const { search_id, ad_id } of pairs) found.set(search_id, [...(found.get(search_id) ?? []), ad_id]);
  return found;
}
