import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { adImages, type advertisements } from '../../server/db/schema/ads';
import { categoryBySlug, createAd, createCity, createUser } from './factories';
import { startTestServer, type TestServer } from './test-server';

// For the SEO tests (seo-ad-page, seo-sitemap): a server with a built-looking shell, ads to find,
// and a strict reader for the head of a page.

// A shell shaped like the built one: its own title and description, a module script in the head.
export const INDEX_HTML = `<!doctype html>
<html lang="uk">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Громада — оголошення. Hromada — Ukrainian community classifieds." />
    <title>Громада · Hromada</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The contact values createAd gives every ad: none may show in a page the server renders. */
export const CONTACTS = [
  'seller@example.com',
  '555-0100',
  '1 Main St',
  'seller.example.com',
  'seller_tg',
  'seller_ig',
];

/** The app over HTTP serving INDEX_HTML as its shell; close() also removes the shell's folder. */
export async function startSeoServer(): Promise<TestServer> {
  const dist = mkdtempSync(join(tmpdir(), 'hromada-dist-'));
  const removeDist = () => rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  const server = await startTestServer({}, { distDir: dist }).catch((error: unknown) => {
    removeDist();
    throw error;
  });
  return { ...server, close: () => server.close().finally(removeDist) };
}

// --- a tiny, strict reader for the head: every "<" must open a tag we expect there ------------------

export const decode = (s: string) =>
  s.replace(/&#(\d+);|&(amp|lt|gt|quot);/g, (_, n: string | undefined, name: string | undefined) =>
    n ? String.fromCharCode(Number(n)) : ({ amp: '&', lt: '<', gt: '>', quot: '"' } as const)[name as 'amp'],
  );

export interface Head {
  raw: string;
  title: string[];
  meta: Map<string, string>;
  links: Record<string, string>[];
  scripts: { attrs: Record<string, string>; body: string }[];
}

function attrsOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const rest = source.replace(/\s+([\w:-]+)(?:="([^"]*)")?/g, (_, k: string, v: string | undefined) => {
    attrs[k] = decode(v ?? '');
    return '';
  });
  expect(rest.replace(/\s*\/?$/, ''), `stray text in a tag: ${source}`).toBe('');
  return attrs;
}

export function readHead(html: string): Head {
  const raw = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
  const head: Head = { raw, title: [], meta: new Map(), links: [], scripts: [] };
  const TAG =
    /<(meta|link)((?:\s+[\w:-]+(?:="[^"<>]*")?)*)\s*\/?>|<title>([^<]*)<\/title>|<script((?:\s+[\w:-]+(?:="[^"<>]*")?)*)>([^<]*)<\/script>|\s+/y;
  while (TAG.lastIndex < raw.length) {
    const at = TAG.lastIndex;
    const m = TAG.exec(raw);
    if (!m) throw new Error(`unexpected markup in <head> at ${at}: ${raw.slice(at, at + 120)}`);
    if (m[1]) {
      const attrs = attrsOf(m[2] ?? '');
      if (m[1] === 'link') head.links.push(attrs);
      const key = attrs.name ?? attrs.property;
      if (m[1] === 'meta' && key) {
        expect(head.meta.has(key), `duplicate meta ${key}`).toBe(false);
        head.meta.set(key, attrs.content ?? '');
      }
    } else if (m[3] !== undefined) head.title.push(decode(m[3]));
    else if (m[4] !== undefined) head.scripts.push({ attrs: attrsOf(m[4]), body: m[5] ?? '' });
  }
  return head;
}

export const jsonLd = (head: Head) => {
  const blocks = head.scripts.filter((s) => s.attrs.type === 'application/ld+json');
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.body ?? '') as Record<string, unknown>;
};
export const linkHref = (head: Head, rel: string, hreflang?: string) =>
  head.links.filter((l) => l.rel === rel && l.hreflang === hreflang).map((l) => l.href);

/** A page of the site, its head read by readHead. */
export async function page(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers });
  const html = await res.text();
  return { res, html, head: readHead(html) };
}

export type AdFields = Partial<typeof advertisements.$inferInsert>;

/** An ad (real estate) by a new user, in a new city unless `fields` names one; `image` as its only picture. */
export async function seedAd(server: TestServer, fields: AdFields = {}, image?: string) {
  const owner = await createUser(server.deps.db);
  const city = fields.cityId ? undefined : await createCity(server.deps.db);
  const category = await categoryBySlug(server.deps.db, 'real-estate');
  const ad = await createAd(server.deps.db, {
    userId: owner.id,
    cityId: city?.id ?? (fields.cityId as string),
    categoryId: category.id,
    ...fields,
  });
  if (image) {
    await server.deps.db.delete(adImages).where(eq(adImages.adId, ad.id));
    await server.deps.db.insert(adImages).values({ adId: ad.id, storagePath: image, isPrimary: true });
  }
  return { ad, owner, cityName: city?.name ?? '' };
}
