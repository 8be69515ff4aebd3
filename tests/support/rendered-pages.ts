import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Document, Element } from 'domhandler';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { DEFAULT_DIST_DIR, DEFAULT_SSR_DIR } from '../../server/app';
import { startTestServer, type TestServer } from './test-server';

/**
 * A test server with the real build: the SPA in dist/ and the page renderer in dist-ssr/ (`npm run
 * build`; `npm test` builds before the tests).
 */
export async function startRenderingServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  requireBuild();
  return startTestServer(extraEnv, { distDir: DEFAULT_DIST_DIR, ssrDir: DEFAULT_SSR_DIR });
}

/** Fails clearly when the build the server renders with (and serves) is missing. */
export function requireBuild(): void {
  if (
    !existsSync(join(DEFAULT_SSR_DIR, 'entry-server.js')) ||
    !existsSync(join(DEFAULT_DIST_DIR, 'index.html'))
  ) {
    throw new Error('The server renders pages with the built app: run `npm run build` first.');
  }
}

export type RenderedPage = {
  status: number;
  headers: Headers;
  html: string;
  document: Document;
  /** The server-rendered app (#root), as a browser without JavaScript shows it. */
  root: Element;
  /** What the page reads as, one line: a reader's view of #root. */
  text: string;
  /** The boot data (app/lib/boot.ts). */
  boot: { language: string; texts: Record<string, Record<string, unknown>>; state: { queries: unknown[] } };
};

const isElement = (node: unknown): node is Element => (node as Element).type === 'tag';

/** GET `path` as a browser would first load it (no JavaScript has run). Fails when it was not rendered. */
export async function renderedPage(
  server: Pick<TestServer, 'url'>,
  path: string,
  headers: Record<string, string> = {},
): Promise<RenderedPage> {
  const res = await fetch(`${server.url}${path}`, { headers });
  const html = await res.text();
  const document = parseDocument(html);
  const root = findOne((el) => el.attribs.id === 'root', document.children);
  const bootScript = findOne((el) => el.attribs.id === 'hromada-boot', document.children);
  if (!root || !bootScript || root.children.length === 0) {
    throw new Error(`${path} (${res.status}) was not rendered on the server: ${html.slice(0, 300)}`);
  }
  return {
    status: res.status,
    headers: res.headers,
    html,
    document,
    root,
    text: textContent(root).replace(/\s+/g, ' '),
    boot: JSON.parse(textContent(bootScript)),
  };
}

/** The `href`s of the links in the page's app. */
export const linksIn = (page: RenderedPage) =>
  findAll((el) => el.name === 'a', page.root.children).map((a) => getAttributeValue(a, 'href') ?? '');

/** The text of each element of the app that `test` picks, e.g. the h1. */
export const textsOf = (page: RenderedPage, test: (el: Element) => boolean) =>
  findAll((el) => isElement(el) && test(el), page.root.children).map((el) => textContent(el).trim());
