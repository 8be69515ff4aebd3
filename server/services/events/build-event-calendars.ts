import type { Language } from '../../../shared/constants';
import type { Deps } from '../../core/deps';
import { feedCity, feedEvents, publicEvent } from './calendar-rows';
import { eventFeed, eventFile } from './event-calendar';

/** GET /events.ics: the upcoming events of one city (by slug or id; unknown: 404) or of all, as iCalendar. */
export async function buildEventFeed(
  deps: Deps,
  city: string | undefined,
  language: Language,
): Promise<string> {
  const found = await feedCity(deps.catalog, city);
  const rows = await feedEvents(deps, found?.id);
  return eventFeed(rows, deps.env, language, found);
}

/** GET /ads/{id}/event.ics: one published event (anything else: 404) as iCalendar, with its title. */
export async function buildEventFile(
  { db, env }: Deps,
  id: string,
  language: Language,
): Promise<{ calendar: string; title: string }> {
  const row = await publicEvent(db, id);
  return { calendar: eventFile(row, env, language), title: row.ad.title };
}
