import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import * as eventsApi from '../../shared/api/events';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { requestLanguage } from '../http/locale';
import { presentListItems } from '../presenters/ad-list-item';
import { browseEvents } from '../services/events/browse-events';
import { buildEventFeed, buildEventFile } from '../services/events/build-event-calendars';
import { DEFAULT_EVENT_MINUTES, FEED_REFRESH_MINUTES } from '../services/events/event-calendar';
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

const listRoute = contractRoute(eventsApi.listEvents, {
  tags: ['events'],
  summary: 'Events: upcoming (soonest start first) or past (latest end first); keyset pagination',
  description:
    'An event is upcoming until its end (event_end_date, or event_date without one) has passed, then ' +
    'past. Past events stay listed after the expiry job marks them expired at their end: they are the ' +
    "site's history (docs/decisions/035). Items as in GET /ads: AdListItem, the same for every caller.",
  answer: 'A page of events',
  errors: {
    400: jsonContent(ApiError, 'Invalid query or cursor'),
    404: jsonContent(ApiError, 'Unknown city'),
  },
});

// The calendars answer text/calendar, which contractRoute (JSON answers) does not express: their
// routes take the method, path and request from the contract's operations.
const feedRoute = createRoute({
  method: eventsApi.getEventFeed.method,
  path: eventsApi.getEventFeed.path,
  tags: ['events'],
  summary: 'Subscribable iCalendar feed of upcoming events, of one city or all',
  description:
    `Subscribe with \`webcal://{host}/api/v1/events.ics?city={slug}\`. X-WR-CALNAME in the reader's ` +
    `language (?lang, else Accept-Language), X-WR-TIMEZONE = the city's time zone (SITE_TIME_ZONE for ` +
    `every city's), refreshed every ` +
    `${FEED_REFRESH_MINUTES} minutes. ${VEVENT_NOTE}`,
  request: { query: eventsApi.getEventFeed.query },
  responses: {
    200: calendarContent('VCALENDAR with the upcoming events, soonest first'),
    400: jsonContent(ApiError, 'Invalid query'),
    404: jsonContent(ApiError, 'Unknown city'),
  },
});

const fileRoute = createRoute({
  method: eventsApi.getEventFile.method,
  path: eventsApi.getEventFile.path,
  tags: ['events'],
  summary: 'One published event as an .ics file (attachment)',
  description: `X-WR-TIMEZONE = its city's time zone. ${VEVENT_NOTE}`,
  request: { params: eventsApi.getEventFile.params, query: eventsApi.getEventFile.query },
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
    const page = await browseEvents(c.var.deps, c.var.viewer, c.req.valid('query'));
    return c.json(
      { items: presentListItems(page.rows, c.var.deps.clock()), nextCursor: page.nextCursor },
      200,
    );
  })
  .openapi(feedRoute, async (c) => {
    const feed = await buildEventFeed(c.var.deps, c.req.valid('query').city, requestLanguage(c));
    return calendar(c, feed, {
      'Cache-Control': `public, max-age=${(FEED_REFRESH_MINUTES / 4) * 60}`,
      'Content-Disposition': 'inline; filename="events.ics"',
      Vary: 'Accept-Language',
    });
  })
  .openapi(fileRoute, async (c) => {
    const file = await buildEventFile(c.var.deps, c.req.valid('param').id, requestLanguage(c));
    return calendar(c, file.calendar, {
      'Cache-Control': 'public, max-age=300',
      'Content-Disposition': attachment(file.title),
      Vary: 'Accept-Language',
    });
  });
