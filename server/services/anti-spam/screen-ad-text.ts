import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { adTextFingerprints, blockedWords } from '../../db/schema/anti-spam';
import { plainText } from '../../seo/html';
import { blockedPattern, findBlockedWords } from './blocked-word-match';
import { foldedText } from './fold-text';
import { LIVE_STATUSES } from './live-ads';
import { type NewReviewFlag, replaceReviewFlags } from './review-flags';
import {
  NEAR_DUPLICATE_SIMILARITY,
  resemblance,
  type TextFingerprint,
  textFingerprint,
} from './text-fingerprint';

/** How much of the text either side of a blocked word the moderator reads with it. */
const CONTEXT_CHARS = 40;
/** Candidates an LSH lookup compares at most (the same spam posted hundreds of times needs one). */
const MAX_CANDIDATES = 200;

export interface AdText {
  title: string;
  /** Sanitised HTML. */
  description: string;
}

/** The match with up to CONTEXT_CHARS either side, a word cut in two dropped and marked with '…'. */
function context(text: string, start: number, end: number) {
  const cutBefore = start > CONTEXT_CHARS;
  const cutAfter = end + CONTEXT_CHARS < text.length;
  const before = text.slice(cutBefore ? start - CONTEXT_CHARS : 0, start);
  const after = text.slice(end, end + CONTEXT_CHARS);
  return {
    before: cutBefore ? `…${before.replace(/^\S*\s/u, '')}` : before,
    match: text.slice(start, end),
    after: cutAfter ? `${after.replace(/\s\S*$/u, '')}…` : after,
  };
}

/** The listed words the text holds, each once (the title's place first), as review reasons. */
async function blockedWordFlags(tx: Db, text: { title: string; description: string }) {
  const listed = await tx
    .select({ word: blockedWords.word })
    .from(blockedWords)
    .orderBy(asc(blockedWords.word));
  const patterns = listed.flatMap(({ word }) => {
    const pattern = blockedPattern(word);
    return pattern ? [{ ...pattern, word }] : [];
  });
  const flags = new Map<string, NewReviewFlag>();
  for (const field of ['title', 'description'] as const) {
    for (const { pattern, span } of findBlockedWords(text[field], patterns)) {
      if (flags.has(pattern.word)) continue;
      const details = { word: pattern.word, field, ...context(text[field], span.start, span.end) };
      flags.set(pattern.word, { kind: 'blocked_word', details });
    }
  }
  return [...flags.values()];
}

/** The live ad whose text this one most resembles, from NEAR_DUPLICATE_SIMILARITY up (older first on a tie). */
async function nearestText(tx: Db, adId: string, fingerprint: TextFingerprint) {
  const candidates = await tx
    .select({ id: ads.id, signature: adTextFingerprints.signature })
    .from(adTextFingerprints)
    .innerJoin(ads, eq(ads.id, adTextFingerprints.adId))
    .where(
      and(
        sql`${adTextFingerprints.bands} && ${`{${fingerprint.bands.join(',')}}`}::integer[]`,
        ne(adTextFingerprints.adId, adId),
        inArray(ads.status, LIVE_STATUSES),
      ),
    )
    .orderBy(asc(ads.createdAt), asc(ads.id))
    .limit(MAX_CANDIDATES);
  let best: { id: string; similarity: number } | null = null;
  for (const candidate of candidates) {
    const similarity = resemblance(fingerprint.signature, candidate.signature);
    if (similarity >= NEAR_DUPLICATE_SIMILARITY && similarity > (best?.similarity ?? 0)) {
      best = { id: candidate.id, similarity };
    }
  }
  return best;
}

/** Keeps the ad's fingerprint for later ads to be compared with; a text too short to compare has none. */
async function storeFingerprint(tx: Db, adId: string, fingerprint: TextFingerprint | null) {
  if (!fingerprint) {
    await tx.delete(adTextFingerprints).where(eq(adTextFingerprints.adId, adId));
    return;
  }
  await tx
    .insert(adTextFingerprints)
    .values({ adId, ...fingerprint })
    .onConflictDoUpdate({ target: adTextFingerprints.adId, set: fingerprint });
}

/**
 * Checks an ad's text as saved (in the save's transaction): the blocked words it holds and the live ad
 * it nearly repeats become its review reasons, replacing those of its previous text. Returns whether
 * a blocked word was found: such an ad waits for a moderator whoever saved it.
 */
export async function screenAdText(tx: Db, adId: string, text: AdText): Promise<{ blocked: boolean }> {
  const plain = { title: text.title, description: plainText(text.description) };
  const blocked = await blockedWordFlags(tx, plain);
  const fingerprint = textFingerprint(foldedText(`${plain.title} ${plain.description}`));
  const original = fingerprint ? await nearestText(tx, adId, fingerprint) : null;
  await storeFingerprint(tx, adId, fingerprint);
  const duplicate: NewReviewFlag[] = original
    ? [{ kind: 'duplicate_text', relatedAdId: original.id, details: { similarity: original.similarity } }]
    : [];
  await replaceReviewFlags(tx, adId, ['blocked_word', 'duplicate_text'], [...blocked, ...duplicate]);
  return { blocked: blocked.length > 0 };
}
