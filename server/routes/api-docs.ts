import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { API_DOCUMENT } from '../../shared/api/operation';
import type { AppEnv } from '../http/app-env';
import { errorResponse } from '../http/error-handler';

// Served from our own origin (no CDN): the docs work offline and tell no third party who reads them.
const assetsDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'docs-init.js': 'text/javascript; charset=utf-8',
};
const init = `window.ui = SwaggerUIBundle({ url: '${API_DOCUMENT.openapi}', dom_id: '#swagger-ui' });`;
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hromada API</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="stylesheet" href="${API_DOCUMENT.page}/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="${API_DOCUMENT.page}/swagger-ui-bundle.js"></script>
<script src="${API_DOCUMENT.page}/docs-init.js"></script></body></html>`;

export const apiDocsRoutes = new Hono<AppEnv>()
  .get('/docs', (c) => c.html(page))
  .get('/docs/:file', async (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return errorResponse(c, 'NOT_FOUND', 404);
    const body = file === 'docs-init.js' ? init : await readFile(join(assetsDir, file));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
