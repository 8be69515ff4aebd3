import type { Language } from '../../shared/constants';
import { escapeHtml } from './html';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;
const HTML_LANG = /(<html\b[^>]*?\blang=")[^"]*"/i;

export interface ShellHead {
  /** Replaces the shell's own <title> and meta description when given (plain text, escaped here). */
  title?: string;
  description?: string;
  /** <html lang>, when the page's language is known. */
  lang?: Language;
  /** Ready, escaped tags added at the end of <head>. */
  tags: string[];
}

/** Swaps the tag `pattern` finds for `tag`, or adds `tag` to `extra` when the template has none. */
function swap(html: string, pattern: RegExp, tag: string, extra: string[]): string {
  if (pattern.test(html)) return html.replace(pattern, () => tag);
  extra.unshift(tag);
  return html;
}

/**
 * index.html with a page's head. Replacements are functions, never strings: a `$&` or `$'` in user
 * text would otherwise be read as a replacement pattern.
 */
export function renderShell(template: string, head: ShellHead): string {
  let html = template;
  const tags = [...head.tags];
  const { title, description, lang } = head;
  if (description !== undefined) {
    html = swap(html, DESCRIPTION, `<meta name="description" content="${escapeHtml(description)}">`, tags);
  }
  if (title !== undefined) html = swap(html, TITLE, `<title>${escapeHtml(title)}</title>`, tags);
  if (lang) html = html.replace(HTML_LANG, (_, start: string) => `${start}${lang}"`);
  return html.replace('</head>', () => `${tags.join('')}</head>`);
}

export const NOINDEX = '<meta name="robots" content="noindex">';
