import type { Messages } from './ui';

/** The events page and calendar downloads (i18next namespace `events`). English is the reference shape for the Ukrainian file. */
export const events = {
  heading: 'Events',
  subtitle: 'Concerts, fairs, services and gatherings of the community',
  tabs: { label: 'Which events', upcoming: 'Upcoming', past: 'Past' },
  city: { label: 'City', all: 'All cities' },
  count_one: '{{count}} event',
  count_other: '{{count}} events',
  when: {
    now: 'Happening now',
    today: 'Today',
    tomorrow: 'Tomorrow',
    weekend: 'This weekend',
    ended: 'Ended',
  },
  card: {
    addToCalendar: 'Add to calendar',
    addToCalendarLabel: 'Add to calendar: “{{title}}” (.ics file)',
    imageAlt: 'Photo: {{title}}',
  },
  empty: {
    upcomingTitle: 'No upcoming events',
    upcomingBody:
      'Nothing is announced here yet. Look at another city, or tell the community about your own event.',
    pastTitle: 'No past events',
    pastBody: 'Events appear here once they are over.',
    action: 'Announce an event',
  },
  errorTitle: 'Could not load events',
  loadMore: 'Show more',
  loadingMore: 'Loading…',
  endOfList: 'That is all for now',
  subscribe: {
    button: 'Subscribe',
    title: 'Subscribe to events',
    body: 'Add “{{name}}” to your calendar app. New events appear there by themselves, in your time zone.',
    open: 'Open in calendar app',
    urlLabel: 'Calendar address',
    urlHint: 'In Google Calendar: Other calendars → From URL.',
    copy: 'Copy address',
    copied: 'Address copied',
    copyRefused: 'Copy the address above by hand (Ctrl+C).',
    close: 'Close',
  },
  zone: {
    formHint: 'Enter the times as clocks in {{city}} show them ({{zone}}, {{name}}).',
    chooseCity: 'Choose the city first: event times are entered in its time zone.',
  },
  calendar: {
    name: '{{site}}: events',
    nameCity: '{{site}}: events in {{city}}',
  },
};

export type EventsMessages = Messages<typeof events>;
