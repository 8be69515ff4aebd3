import { useEffect } from 'react';

type Props = { title: string; href: string };

const SELECTOR = 'link[rel="alternate"][type="text/calendar"]';

/**
 * The page's `<link rel="alternate" type="text/calendar">`, by which calendar apps and browsers find the
 * feed of the list on show. The server renders it into the head; in the browser one element is kept up
 * to date here (the server's, when there is one): React, hydrating, would add a second beside it.
 */
export function CalendarFeedLink({ title, href }: Props) {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>(SELECTOR);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.type = 'text/calendar';
      document.head.append(link);
    }
    link.title = title;
    link.href = href;
  }, [title, href]);
  useEffect(() => () => document.head.querySelector(SELECTOR)?.remove(), []);
  return typeof window === 'undefined' ? (
    <link rel="alternate" type="text/calendar" title={title} href={href} />
  ) : null;
}
