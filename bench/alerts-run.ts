import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../server/db/client';
import { createPublicContentFeed } from '../server/db/public-content';
import { TOOL_TIMEOUTS } from '../server/db/timeouts';
import { createOutboxMailer } from '../server/mail/outbox-mailer';
import { createReferenceData } from '../server/services/catalog/reference-data';
import { matchQueuedAds } from '../server/services/saved-searches/match-queued-ads';
import { sendDueAlerts } from '../server/services/saved-searches/send-alerts';
import type { BenchDatabasePlace } from './prepare-database';

export interface AlertsRow {
  savedSearches: number;
  newAds: number;
  /** One matching pass over the new ads (matchQueuedAds, one batch). */
  matchMs: number;
  matches: number;
  /** The sending pass that follows (notices, and mail into an outbox folder). */
  sendMs: number;
  searchesAlerted: number;
}

const NAME = 'bench-alerts';

/**
 * `count` saved searches of the existing people: a word of the vocabulary each (a second one in a
 * fifth of them, a typo in a tenth), a city in a third, a category in a fifth, a price cap in a
 * tenth; half instant, the rest daily or weekly digests already due.
 */
function seedSavedSearches(db: Db, count: number) {
  return db.execute(sql`
with vocab as (
  select array_agg(word) as words from (
    select word from search_words where ads >= 3 and length(word) between 4 and 14 order by random() limit 5000) v),
places as (select array_agg(slug) as cities from cities),
kinds as (select array_agg(slug) as categories from categories),
people as (select array_agg(id) as ids from "user"),
g as (select g, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6 from generate_series(1, ${count}) g),
picked as (
  select g.*, v.words[1 + floor(r1 * array_length(v.words, 1))::int] as w1,
    v.words[1 + floor(r6 * array_length(v.words, 1))::int] as w2
  from g, vocab v),
worded as (
  select p.*, case when r3 < 0.1 then overlay(w1 placing 'x' from 3 for 1) else w1 end as first
  from picked p)
insert into saved_searches (user_id, name, q, words, filters, frequency, created_at, last_digest_at)
select pe.ids[1 + (w.g % array_length(pe.ids, 1))], ${NAME},
  case when r4 < 0.2 then first || ' ' || w2 else first end,
  case when r4 < 0.2 then array[first, w2] else array[first] end,
  jsonb_strip_nulls(jsonb_build_object(
    'city', case when r2 < 0.33 then pl.cities[1 + floor(r5 * array_length(pl.cities, 1))::int] end,
    'category', case when r5 < 0.2 then k.categories[1 + floor(r2 * array_length(k.categories, 1))::int] end,
    'max_price', case when r6 < 0.1 then 500 end)),
  case when r3 < 0.5 then 'instant' when r3 < 0.85 then 'daily' else 'weekly' end,
  now() - interval '1 day', now() - interval '8 days'
from worded w, places pl, kinds k, people pe`);
}

/** `count` new approved ads, copies of the texts of approved ads picked at random (the trigger queues them). */
async function approveCopies(db: Db, count: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into advertisements (user_id, city_id, category_id, title, description, price, status)
        select user_id, city_id, category_id, title, description, price, 'approved'
        from advertisements tablesample system (5) where status = 'approved' limit ${count}
        returning id`,
  );
  return rows.map((row) => row.id);
}

/**
 * The saved-search alerts at scale (issue 21): `searches` saved searches, then `newAds` ads
 * approved at once, then one matching pass and one sending pass, each timed. What it added is
 * removed afterwards.
 */
export async function alertsRun(
  place: BenchDatabasePlace,
  log: (line: string) => void,
  { searches = 10_000, newAds = 200 } = {},
): Promise<AlertsRow> {
  const database = await openDatabase({
    databaseUrl: place.databaseUrl,
    dataDir: place.dataDir,
    timeouts: TOOL_TIMEOUTS,
  });
  const feed = createPublicContentFeed(database);
  const { db } = database;
  let adIds: string[] = [];
  try {
    await db.execute(sql`delete from saved_search_queue`);
    await seedSavedSearches(db, searches);
    await db.execute(sql`analyze saved_searches`);
    adIds = await approveCopies(db, newAds);
    const deps = {
      db,
      catalog: createReferenceData(db, feed),
      timeZone: 'America/New_York',
      clock: () => new Date(),
      mailer: createOutboxMailer(join(place.dataDir, 'bench-alerts-outbox')),
      siteUrl: 'http://127.0.0.1',
      unsubscribeKey: 'bench',
    };
    // The kept copy of cities and categories is warm in a running server.
    await Promise.all([deps.catalog.cities(), deps.catalog.categories()]);
    let started = performance.now();
    const matches = await matchQueuedAds(deps, { batchSize: newAds });
    const matchMs = performance.now() - started;
    started = performance.now();
    const alerted = await sendDueAlerts(deps);
    const sendMs = performance.now() - started;
    const row = {
      savedSearches: searches,
      newAds: adIds.length,
      matchMs,
      matches,
      sendMs,
      searchesAlerted: alerted.length,
    };
    log(formatAlertsRow(row));
    return row;
  } finally {
    await db.execute(sql`delete from saved_searches where name = ${NAME}`);
    if (adIds.length > 0)
      await db.execute(
        sql`delete from advertisements where id in (select jsonb_array_elements_text(${JSON.stringify(adIds)}::jsonb)::uuid)`,
      );
    await feed.close();
    await database.close();
  }
}

export const formatAlertsRow = (row: AlertsRow) =>
  `Saved-search alerts: ${row.newAds} new ads against ${row.savedSearches} saved searches: matching ${row.matchMs.toFixed(0)} ms ` +
  `(${row.matches} matches), sending ${row.sendMs.toFixed(0)} ms (${row.searchesAlerted} searches alerted).`;
