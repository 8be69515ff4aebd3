// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the patterns' sample is code, read as text
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 31: every call of the API takes its operation from shared/api (callApi(op, …), or
// apiPath(op, …) for raw HTTP), so a renamed path fails the type-check instead of a journey. This
// guard reads app/, tests/ and e2e/ for an API path still written as a string:
// - `/api/v1` written out anywhere in code (a string, a template, a URL built by hand), and so
//   better-auth's `/api/auth` (its endpoints are declared in shared/api/auth.ts) and the API document's
//   `/api/openapi.json` and `/api/docs` (API_DOCUMENT);
// - an HTTP method and then a path string, as a call's arguments or a table's row:
//   `apiCall(server, 'GET', '/ads')`, `send('POST', `/ads/${id}`, …)`, `['DELETE', '/me']`.
// (A path alone in a table, `[CityList, '/cities']`, is not told from a page's path: the domain
// migrations replace those tables with operations.)
// A test about raw routing (an unknown path such as `/nope`, which is no operation) builds it from
// the contract's prefix, `${API_PREFIX}/nope` (shared/api/operation.ts), which neither pattern matches.
// Comments may name a path (`/** GET /api/v1/ads */`): they are left out before reading.

const repo = resolve(import.meta.dirname, '../..');
const self = 'tests/unit/no-api-path-strings.test.ts';

const PATTERNS = [
  { name: 'the API prefix written out', regex: /\/api\/v1(?![\w-])/g },
  { name: "better-auth's prefix written out", regex: /(?<!shared)\/api\/auth(?![\w-])/g },
  { name: "the API document's path written out", regex: /\/api\/(?:docs|openapi\.json)(?![\w-])/g },
  {
    name: 'a method and a path string',
    regex: /['"](?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)['"]\s*,\s*['"`]\//g,
  },
] as const;

/** The code without its comments (block comments, and line comments not inside a URL such as `http://`). */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\w'"`])\/\/.*$/gm, '$1');

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--', 'app', 'tests', 'e2e'], { cwd: repo, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && file !== self && !file.startsWith('shared/api/'));
}

interface Found {
  file: string;
  line: number;
  pattern: string;
  text: string;
}

function pathStrings(): Found[] {
  const found: Found[] = [];
  for (const file of sourceFiles()) {
    const code = withoutComments(readFileSync(join(repo, file), 'utf8'));
    for (const { name, regex } of PATTERNS) {
      for (const match of code.matchAll(regex)) {
        const line = code.slice(0, match.index).split('\n').length;
        found.push({ file, line, pattern: name, text: code.split('\n')[line - 1]?.trim() ?? '' });
      }
    }
  }
  return found;
}

describe('no API path is written as a string in app/, tests/ or e2e/ (the contract in shared/api says them)', () => {
  it('finds none: every call takes its path from an operation', () => {
    const found = pathStrings();
    expect(found.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it('the patterns find what they are for, and not a path built from the contract', () => {
    const sample = [
      "await apiCall(server, 'GET', '/ads?city=tampa');",
      'await bearerCall(\n  server,\n  "PATCH",\n  `/ads/${id}`,\n);',
      "await send('DELETE', `/ads/${ad.id}`, undefined);",
      "fetch('/api/v1/ads');",
      "await authPost(server, '/api/auth/sign-in/email', body);",
      'fetch(`${server.url}/api/openapi.json`);',
      'await authPost(server, authApi.signInEmail, body);',
      "import * as authApi from '../../shared/api/auth';",
      'fetch(`${server.url}/api/v1/ads/${id}`);',
      '/** GET /api/v1/ads: a page of ads. */',
      'fetch(`${server.url}${API_PREFIX}/nope`);',
      'fetch(`${server.url}${apiPath(adsApi.getAd, { params: { id } })}`);',
      "await callApi(server, adsApi.listAds, { query: { city: 'tampa' } });",
      "const link = 'https://example.org/a'; // '/api/v1' in a comment",
    ].join('\n');
    const code = withoutComments(sample);
    const hits = PATTERNS.flatMap(({ regex }) => [...code.matchAll(regex)].map((match) => match[0]));
    expect(hits).toHaveLength(7);
  });
});
