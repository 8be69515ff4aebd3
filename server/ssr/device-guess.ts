import type { Context } from 'hono';

const PHONE_AGENT = /Mobi|Android|iPhone|iPod|Windows Phone|Opera Mini/i;

/**
 * Whether to render a page for a desktop: the browser's own hint (Sec-CH-UA-Mobile, Chromium's) when
 * it sends one, else its user agent. The browser corrects a wrong guess right after hydrating.
 */
export function guessDesktop(c: Context): boolean {
  const mobileHint = c.req.header('sec-ch-ua-mobile');
  if (mobileHint === '?1') return false;
  if (mobileHint === '?0') return true;
  return !PHONE_AGENT.test(c.req.header('user-agent') ?? '');
}
