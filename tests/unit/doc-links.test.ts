import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every relative link in README.md and docs/**/*.md leads to a file or folder that exists, and a
// link with #anchor to a heading of that file (GitHub's anchors: lower case, punctuation dropped,
// spaces as hyphens, a repeated heading numbered -1, -2, …).

const root = resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

const withoutFences = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** The text without fenced code blocks and inline code, where brackets are not links. */
const prose = (text: string) => withoutFences(text).replace(/(`+)[\s\S]*?\1/g, '');

function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(path: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = withoutFences(readFileSync(path, 'utf8'));
  for (const match of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = headingAnchor(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

type Link = { file: string; target: string };

function relativeLinks(path: string): Link[] {
  const text = prose(readFileSync(path, 'utf8'));
  const targets = [
    ...[...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]),
  ];
  return targets
    .filter((target): target is string => target !== undefined)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => ({ file: relative(root, path), target }));
}

function problem({ file, target }: Link): string | null {
  const [pathPart = '', anchor] = target.split('#', 2);
  const from = join(root, file);
  const destination = pathPart === '' ? from : resolve(dirname(from), decodeURI(pathPart));
  if (!existsSync(destination)) return `${file}: ${target}: no such file`;
  if (anchor === undefined || anchor === '') return null;
  if (!destination.endsWith('.md') || statSync(destination).isDirectory()) {
    return `${file}: ${target}: an anchor into something that is not a Markdown file`;
  }
  const anchors = anchorsOf(destination);
  return anchors.has(decodeURIComponent(anchor).toLowerCase())
    ? null
    : `${file}: ${target}: no heading with that anchor`;
}

describe('links in README.md and docs/', () => {
  it('finds the Markdown files and their links', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap(relativeLinks).length).toBeGreaterThan(20);
  });

  it.each(files.map((path) => [relative(root, path)]))('%s: every relative link resolves', (file) => {
    const problems = relativeLinks(join(root, file))
      .map(problem)
      .filter((p): p is string => p !== null);
    expect(problems).toEqual([]);
  });
});

// docs/ARCHITECTURE.md once had a table row of 7,500 characters: a table cell says one short thing,
// and what takes longer goes into prose or a list below the table.
const LONGEST_CELL = 200;

function longCells(path: string): string[] {
  return withoutFences(readFileSync(path, 'utf8'))
    .split('\n')
    .filter((line) => line.trimStart().startsWith('|'))
    .flatMap((line) => line.replace(/\\\|/g, '  ').split('|').slice(1, -1))
    .map((cell) => cell.trim())
    .filter((cell) => cell.length > LONGEST_CELL)
    .map((cell) => `${relative(root, path)}: ${cell.length} characters: ${cell.slice(0, 60)}…`);
}

describe('tables in README.md and docs/', () => {
  it.each(files.map((path) => [relative(root, path)]))(
    `%s: no cell longer than ${LONGEST_CELL} characters`,
    (file) => {
      expect(longCells(join(root, file))).toEqual([]);
    },
  );
});

describe('headingAnchor', () => {
  it.each([
    ['Run it', 'run-it'],
    ['Web pages on a phone (issue 18)', 'web-pages-on-a-phone-issue-18'],
    [
      'Issue 21: saved-search alerts at a million ads (28 Nov 2026, Node 22)',
      'issue-21-saved-search-alerts-at-a-million-ads-28-nov-2026-node-22',
    ],
    ['The `server/` folder', 'the-server-folder'],
    ['Громада · Hromada', 'громада--hromada'],
  ])('%j → %j', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });
});
