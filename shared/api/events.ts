import { z } from 'zod';
import { AdPage } from '../schemas/ads';
import { EventFeedQuery, ListEventsQuery } from '../schemas/events';
import { IdParam } from '../schemas/id-param';
import { operation } from './operation';

export const listEvents = operation({
  method: 'get',
  path: '/events',
  query: ListEventsQuery,
  answer: AdPage,
  status: 200,
});

/** An iCalendar text (text/calendar), not JSON: subscribable in a calendar application. */
export const getEventFeed = operation({
  method: 'get',
  path: '/events.ics',
  query: EventFeedQuery,
  answer: z.string(),
  status: 200,
});

/** One published event as an .ics attachment (text/calendar), not JSON. */
export const getEventFile = operation({
  method: 'get',
  path: '/ads/{id}/event.ics',
  params: IdParam,
  query: EventFeedQuery.pick({ lang: true }),
  answer: z.string(),
  status: 200,
});
