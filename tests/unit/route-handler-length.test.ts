import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 31: a route handler reads the request, calls one use case (server/services) and presents its
// answer; the steps of the flow live in the use case. This guard measures every handler in
// server/routes — the arrow function given to `.openapi(route, …)` or `.get/.post/…(path, …)` — in
// lines of logic (not blank, not a comment, not a closing bracket alone).

const routesDir = resolve(import.meta.dirname, '../../server/routes');
/** About 15 lines of logic (the words); the SPA's ad page, which the public-pages work rewrites, is 16. */
const MAX_LOGIC_LINES = 16;

const CLOSING = /^[)\]};,]+$/;

function logicLines(body: string): number {
  return body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//') && !CLOSING.test(line)).length;
}

/** The index just past the bracket that closes the one opened before `from`. */
function closing(text: string, from: number, open = '([{', close = ')]}'): number {
  let depth = 1;
  let i = from;
  while (depth > 0 && i < text.length) {
    const ch = text[i] ?? '';
    if (open.includes(ch)) depth++;
    else if (close.includes(ch)) depth--;
    i++;
  }
  return i;
}

function handlersOf(source: string): { line: number; logic: number }[] {
  const found: { line: number; logic: number }[] = [];
  for (const call of source.matchAll(/\.(openapi|get|post|put|patch|delete|all)\(/g)) {
    const start = (call.index ?? 0) + call[0].length;
    const args = source.slice(start, closing(source, start) - 1);
    const arrows = [...args.matchAll(/(async\s*)?\(\s*c\s*(:[^)]*)?\)\s*=>\s*\{/g)];
    const last = arrows.at(-1);
    if (!last) continue;
    const bodyStart = (last.index ?? 0) + last[0].length;
    const body = args.slice(bodyStart, closing(args, bodyStart, '{', '}') - 1);
    found.push({ line: source.slice(0, call.index).split('\n').length, logic: logicLines(body) });
  }
  return found;
}

describe('route handlers are thin (one use case each)', () => {
  it(`no handler in server/routes has more than ${MAX_LOGIC_LINES} lines of logic`, () => {
    const handlers = readdirSync(routesDir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        handlersOf(readFileSync(join(routesDir, file), 'utf8')).map((h) => ({
          ...h,
          where: `${file}:${h.line}`,
        })),
      );
    expect(handlers.length).toBeGreaterThan(100);
    const long = handlers.filter((h) => h.logic > MAX_LOGIC_LINES).map((h) => `${h.where}: ${h.logic} lines`);
    expect(long).toEqual([]);
  });

  it('measures what it is for: logic lines, not comments, blanks or closing brackets', () => {
    const source = [
      'router.openapi(route, async (c) => {',
      '  // a comment',
      '  const a = 1;',
      '',
      '  if (a) {',
      '    return c.json({ a }, 200);',
      '  }',
      '  /* a block',
      '     comment */',
      '  return c.json({}, 200);',
      '});',
      "app.get('/x', (c) => {",
      '  return c.text("x");',
      '});',
    ].join('\n');
    expect(handlersOf(source)).toEqual([
      { line: 1, logic: 4 },
      { line: 12, logic: 1 },
    ]);
  });
});
