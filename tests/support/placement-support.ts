import * as adsApi from '../../shared/api/ads';
import { apiPath } from '../../shared/api/operation';
import { getJson } from './http';
import { setupTestServer } from './setup-server';
import type { TestServer } from './test-server';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * Makes the server's Deps.clock read `now()` (the app reads deps on every request), so a test moves
 * time for the monetisation rules without touching the database's own clock.
 */
export function controlClock(server: TestServer, start = new Date()) {
  let current = start;
  server.deps.clock = () => current;
  return {
    now: () => current,
    set(at: Date) {
      current = at;
    },
    /** `ms` after (negative: before) the clock's current time. */
    at: (ms: number) => new Date(current.getTime() + ms),
  };
}

/** For a test file: a test server (with `env`) whose clock its tests move (shared.clock). */
export const setupServerWithClock = (env?: Record<string, string>) =>
  setupTestServer((server) => ({ clock: controlClock(server) }), { env });

/** The ids of every page of GET /ads?query, walked with the cursor `limit` at a time. */
export async function listingIds(server: TestServer, query: string, limit = 100): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 500; pages++) {
    const q = `${query}${query ? '&' : ''}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await getJson(`${server.url}${apiPath(adsApi.listAds)}?${q}`);
    if (res.status !== 200) throw new Error(`GET /ads?${q}: ${res.status} ${res.text}`);
    ids.push(...res.body.items.map((a: { id: string }) => a.id));
    cursor = res.body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('pagination did not end');
}

/** `ids` keeping only those of `mine`, in their order (other tests of the file list ads too). */
export const onlyOf = (ids: string[], mine: { id: string }[]) => {
  const wanted = new Set(mine.map((ad) => ad.id));
  return ids.filter((id) => wanted.has(id));
};

interface Placed {
  id: string;
  isPaid: boolean;
  paidUntil: Date | null;
  createdAt: Date;
  boostedAt: Date | null;
}

/** The listing order docs/decisions/014 promises: paid at `now` first, then listed_at, then id, newest first. */
export function expectedOrder(ads: Placed[], now: Date): string[] {
  const paid = (ad: Placed) => ad.isPaid && ad.paidUntil !== null && ad.paidUntil > now;
  const listed = (ad: Placed) => (ad.boostedAt ?? ad.createdAt).getTime();
  return [...ads]
    .sort(
      (a, b) =>
        Number(paid(b)) - Number(paid(a)) ||
        listed(b) - listed(a) ||
        (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    )
    .map((ad) => ad.id);
}
