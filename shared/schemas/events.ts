import { z } from 'zod';
import { ADS_PAGE_SIZE, ADS_PAGE_SIZE_MAX, LANGUAGES } from '../constants';
import { text, token } from './text';

/** upcoming: not yet ended, soonest start first; past: ended, most recently ended first. */
export const EVENT_LISTS = ['upcoming', 'past'] as const;
export type EventList = (typeof EVENT_LISTS)[number];

const city = text()
  .max(200)
  .optional()
  .meta({ description: 'City id, slug, or English or Ukrainian name; all cities when left out' });

export const ListEventsQuery = z.object({
  when: z.enum(EVENT_LISTS).default('upcoming'),
  city,
  cursor: token().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(ADS_PAGE_SIZE_MAX).default(ADS_PAGE_SIZE),
});
export type ListEventsQuery = z.infer<typeof ListEventsQuery>;

export const EventFeedQuery = z.object({
  city,
  lang: z
    .enum(LANGUAGES)
    .optional()
    .meta({ description: 'Language of the calendar name and city names; else Accept-Language' }),
});
export type EventFeedQuery = z.infer<typeof EventFeedQuery>;
