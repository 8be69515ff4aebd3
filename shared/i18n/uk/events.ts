import type { EventsMessages } from '../en/events';

/** Простір імен `events`. */
export const events: EventsMessages = {
  heading: 'Події',
};
