import type { Messages } from './ui';

/** The events page and calendar downloads (i18next namespace `events`). English is the reference shape for the Ukrainian file. */
export const events = {
  heading: 'Events',
};

export type EventsMessages = Messages<typeof events>;
