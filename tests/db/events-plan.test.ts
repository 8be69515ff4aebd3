import { randomUUID } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventsWalk, eventsWalk } from '../../server/services/events/list-events';
import { indexPlanOf } from '../support/query-plan';
import { openTestDatabase } from '../support/test-database';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.cleanup());

/** The plan of the exact events walk, with sequential and bitmap scans priced out. */
const planOf = (walk: Omit<EventsWalk, 'now' | 'take'>) =>
  indexPlanOf(
    database.db,
    new PgDialect().sqlToQuery(
      eventsWalk(database.db, { ...walk, now: new Date().toISOString(), take: 25 }).getSQL(),
    ),
  );

// The past walk is a range of ads_public_events_idx (migration 0030, docs/decisions/035): its status
// condition is the index's predicate word for word (approved or expired), so ended events are read
// backwards from now, never by scanning the table. (The upcoming walk reads ads_approved_city_events_idx on
// a seeded database, docs/decisions/035; on an empty one the planner may pick any approved index.)
describe('events query plans', () => {
  const city = randomUUID();
  const after = { key: '2026-01-01 00:00:00.123456+00', id: randomUUID() };
  const cases: [string, Omit<EventsWalk, 'now' | 'take'>][] = [
    ['past', { when: 'past' }],
    ['past in a city', { when: 'past', cityId: city }],
    ['a later page of past events', { when: 'past', after }],
  ];
  for (const [name, walk] of cases) {
    it(`reads ${name} as a range of the events index`, async () => {
      const plan = await planOf(walk);
      expect(plan).toMatch(/Index Scan Backward using ads_public_events_idx on advertisements/);
      expect(plan).toMatch(/Index Cond: \(+COALESCE\(event_end_date, event_date\) < /);
      expect(plan).not.toMatch(/Seq Scan on advertisements/);
    });
  }

  it('reads upcoming events from an index too', async () => {
    expect(await planOf({ when: 'upcoming' })).not.toMatch(/Seq Scan on advertisements/);
  });
});
