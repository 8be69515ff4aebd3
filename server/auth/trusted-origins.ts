const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may send writes from (better-auth's trustedOrigins and our CSRF check):
 * the site's own, and when that is a loopback name, every loopback name with the same scheme and
 * port — so a newcomer who opens http://127.0.0.1:3000 instead of http://localhost:3000 can sign in.
 */
export function trustedOrigins(baseUrl: string): string[] {
  const site = new URL(baseUrl);
  if (!LOOPBACK_HOSTS.includes(site.hostname)) return [site.origin];
  const port = site.port ? `:${site.port}` : '';
  return LOOPBACK_HOSTS.map((host) => `${site.protocol}//${host}${port}`);
}

/** Whether an `Origin` value (or a Referer URL) is one of ours; `null` and anything unparsable are not. */
export function isTrustedOrigin(baseUrl: string, value: string): boolean {
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    return false;
  }
  return trustedOrigins(baseUrl).includes(origin);
}

/** The params of a CROSS_SITE_REQUEST message: {{site}}, the address people should open instead. */
export const siteToUse = (baseUrl: string) => ({ site: new URL(baseUrl).origin });
