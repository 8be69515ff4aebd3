/** Paths only for signed-in people or machines: nothing there for a search engine. */
const PRIVATE_PATHS = [
  '/admin',
  '/profile',
  '/my-ads',
  '/favorites',
  '/saved-searches',
  '/messages',
  '/unsubscribe',
  '/post-ad',
  '/edit-ad',
  '/api/',
];

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
