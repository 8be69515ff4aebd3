import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STATIC_FILE =
  /^\/assets\/|\.(js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|txt|xml|json|webmanifest)$/i;

/** Serves the built SPA: hashed assets cached for good, every other path gets index.html. */
export function spaRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) => c.text('The web app is not built yet: run `npm run build`.', 503));
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Only file paths go to the disk (so "/" still gets the prepared index.html), and a missing file
  // is a 404: answering it with index.html would make a stale page run HTML as a script.
  const files = serveStatic({ root: distDir });
  app.get('*', async (c, next) => {
    if (!STATIC_FILE.test(c.req.path)) return next();
    return (await files(c, async () => undefined)) ?? c.text('Not found', 404);
  });
  app.get('*', (c) => {
    const base = c.var.deps.env.baseUrl;
    const html = indexHtml.replace(
      '</head>',
      `<link rel="canonical" href="${escapeHtml(base + c.req.path)}"></head>`,
    );
    c.header('Cache-Control', 'no-cache');
    return c.html(html, c.req.path === '/404' ? 404 : 200);
  });
  return app;
}
