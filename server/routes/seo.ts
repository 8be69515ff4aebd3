import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { robotsTxt } from '../seo/robots';
import { approvedAdEntries, countApprovedAds, listingPageEntries } from '../seo/sitemap-data';
import { SITEMAP_URL_LIMIT, type SitemapEntry, sitemapIndexXml, urlsetXml } from '../seo/sitemap-xml';

const CACHE = 'public, max-age=3600';
const xml = (c: Context, body: string) =>
  c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE });
const notFound = (c: Context) => c.text('Not found', 404, { 'Cache-Control': 'no-store' });

/**
 * /robots.txt, and /sitemap.xml: every URL in one file while they fit in the protocol's 50,000, a
 * sitemap index otherwise, pointing at /sitemap-pages.xml and /sitemap-ads-1.xml, -2, … (50,000 each).
 * `urlLimit` is only for tests, to see the index without 50,000 ads.
 */
export function seoRoutes(options: { urlLimit?: number } = {}) {
  const limit = options.urlLimit ?? SITEMAP_URL_LIMIT;
  const app = new Hono<AppEnv>();

  app.get('/robots.txt', (c) => c.text(robotsTxt(c.var.deps.env.baseUrl), 200, { 'Cache-Control': CACHE }));

  app.get('/sitemap.xml', async (c) => {
    const { db, env } = c.var.deps;
    const [pages, adCount] = await Promise.all([listingPageEntries(db, env.baseUrl), countApprovedAds(db)]);
    if (pages.length + adCount <= limit) {
      const adEntries = await approvedAdEntries(db, env.baseUrl, { offset: 0, limit });
      return xml(c, urlsetXml([...pages, ...adEntries]));
    }
    const chunks = Math.ceil(adCount / limit);
    const maps: SitemapEntry[] = [
      { loc: `${env.baseUrl}/sitemap-pages.xml`, lastmod: pages[0]?.lastmod },
      ...Array.from({ length: chunks }, (_, i) => ({ loc: `${env.baseUrl}/sitemap-ads-${i + 1}.xml` })),
    ];
    return xml(c, sitemapIndexXml(maps));
  });

  app.get('/sitemap-pages.xml', async (c) => {
    const { db, env } = c.var.deps;
    const pages = await listingPageEntries(db, env.baseUrl);
    return xml(c, urlsetXml(pages.slice(0, limit)));
  });

  app.get('/:file{sitemap-ads-[1-9][0-9]*\\.xml}', async (c) => {
    const { db, env } = c.var.deps;
    const chunk = Number(c.req.param('file').replace(/\D/g, ''));
    const offset = (chunk - 1) * limit;
    if (!Number.isSafeInteger(offset)) return notFound(c);
    if (chunk > 1 && offset >= (await countApprovedAds(db))) return notFound(c);
    const entries = await approvedAdEntries(db, env.baseUrl, { offset, limit });
    return xml(c, urlsetXml(entries));
  });

  return app;
}
