import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AdPage } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import { EventFeedQuery, ListEventsQuery } from '../../shared/schemas/events';
import { IdParam } from '../../shared/schemas/id-param';
import { requestLanguage } from '../http/locale';
import { presentListItems } from '../presenters/ad-list-item';
import { withoutBlocked } from '../services/blocks/hidden-owners';
import { resolveFilters } from '../services/catalog/resolve-filters';
import { feedCity, feedEvents, publicEvent } from '../services/events/calendar-rows';
import {
  DEFAULT_EVENT_MINUTES,
  eventFeed,
  eventFile,
  FEED_REFRESH_MINUTES,
} from '../services/events/event-calendar';
import { listEvents } from '../services/events/list-events';
import { jsonContent, openApiRouter } from './openapi-router';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const calendarContent = (description: string) => ({
  content: { 'text/calendar': { schema: z.string() } },
  description,
});
const VEVENT_NOTE =
  'Each VEVENT: UID `{ad id}@{site host}` (the same in downloads and feeds), DTSTART/DTEND as UTC instants ' +
  `(an event without an end lasts ${DEFAULT_EVENT_MINUTES} minutes), SUMMARY, DESCRIPTION (plain text ` +
  'and the ad link), LOCATION (the city; never contact details), URL, DTSTAMP and LAST-MODIFIED (last change).';

const listRoute = createRoute({
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: 'Events: upcoming (soonest start first) or past (latest end first); keyset pagination',
  description:
    'An event is upcoming until its end (event_end_date, or event_date without one) has passed, then ' +
    'past. Past events stay listed after the expiry job marks them expired at their end: they are the ' +
    "site's history (docs/decisions/035). Items as in GET /ads: AdListItem, the same for every caller.",
  request: { query: ListEventsQuery },
  responses: {
    200: jsonContent(AdPage, 'A page of events'),
    400: jsonContent(ApiError, 'Invalid query or cursor'),
    404: jsonContent(ApiError, 'Unknown city'),
  },
});

const feedRoute = createRoute({
  method: 'get',
  path: '/events.ics',
  tags: ['events'],
  summary: 'Subscribable iCalendar feed of upcoming events, of one city or all',
  description:
    `Subscribe with \`webcal://{host}/api/v1/events.ics?city={slug}\`. X-WR-CALNAME in the reader's ` +
    `language (?lang, else Accept-Language), X-WR-TIMEZONE = the city's time zone (SITE_TIME_ZONE for ` +
    `every city's), refreshed every ` +
    `${FEED_REFRESH_MINUTES} minutes. ${VEVENT_NOTE}`,
  request: { query: EventFeedQuery },
  responses: {
    200: calendarContent('VCALENDAR with the upcoming events, soonest first'),
    400: jsonContent(ApiError, 'Invalid query'),
    404: jsonContent(ApiError, 'Unknown city'),
  },
});

const fileRoute = createRoute({
  method: 'get',
  path: '/ads/{id}/event.ics',
  tags: ['events'],
  summary: 'One published event as an .ics file (attachment)',
  description: `X-WR-TIMEZONE = its city's time zone. ${VEVENT_NOTE}`,
  request: {
    params: IdParam,
    query: EventFeedQuery.pick({ lang: true }),
  },
  responses: {
    200: calendarContent('VCALENDAR with one VEVENT'),
    400: jsonContent(ApiError, 'Invalid query'),
    404: jsonContent(ApiError, 'No such published event'),
  },
});

/** An ASCII name for the download (the title's Latin letters and digits), the full one in filename*. */
function attachment(title: string): string {
  const words = (text: string, letters: RegExp) =>
    text.toLowerCase().replace(letters, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  const slug =
    Array.from(words(title, /[^\p{L}\p{N}]+/gu))
      .slice(0, 80)
      .join('') || 'event';
  const ascii = words(slug, /[^a-z0-9]+/g) || 'event';
  return `attachment; filename="${ascii}.ics"; filename*=UTF-8''${encodeURIComponent(slug)}.ics`;
}

const calendar = (c: Context, body: string, headers: Record<string, string>) =>
  c.body(body, 200, { 'Content-Type': CALENDAR_TYPE, ...headers });

export const eventsRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { cityId } = await resolveFilters(c.var.deps.catalog, { city: query.city });
    const page = await listEvents(c.var.deps, { ...query, cityId });
    const rows = await withoutBlocked(c.var.deps.db, c.var.viewer, page.rows);
    return c.json({ items: presentListItems(rows, c.var.deps.clock()), nextCursor: page.nextCursor }, 200);
  })
  .openapi(feedRoute, async (c) => {
    const { catalog, env } = c.var.deps;
    const city = await feedCity(catalog, c.req.valid('query').city);
    const rows = await feedEvents(c.var.deps, city?.id);
    return calendar(c, eventFeed(rows, env, requestLanguage(c), city), {
      'Cache-Control': `public, max-age=${(FEED_REFRESH_MINUTES / 4) * 60}`,
      'Content-Disposition': 'inline; filename="events.ics"',
      Vary: 'Accept-Language',
    });
  })
  .openapi(fileRoute, async (c) => {
    const { db, env } = c.var.deps;
    const row = await publicEvent(db, c.req.valid('param').id);
    return calendar(c, eventFile(row, env, requestLanguage(c)), {
      'Cache-Control': 'public, max-age=300',
      'Content-Disposition': attachment(row.ad.title),
      Vary: 'Accept-Language',
    });
  });
