import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run lint` (Biome with lint/route-answers.grit, then dependency-cruiser) refuses the wrong ways
// issue 31 lists, each with its rule's name. The repository's lint files and server/ and shared/ are
// copied to a temporary folder (node_modules linked), each wrong way is planted there in a file of its
// own, and the tools are run on the planted files only (dependency-cruiser one import deep, each
// planted file a root of its own whose violations name it), so the test stays fast. See docs/decisions/038-import-direction.md.

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
let copy = '';

/** Runs `tool` (a binary of node_modules/.bin) in the copy; its exit code and everything it printed. */
async function lint(tool: 'biome' | 'depcruise', args: string[]) {
  try {
    const { stdout, stderr } = await run(join(copy, 'node_modules/.bin', tool), args, {
      cwd: copy,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const depcruise = (...files: string[]) =>
  lint('depcruise', ['--config', '.dependency-cruiser.cjs', '--max-depth', '1', ...files]);
const biome = (file: string) => lint('biome', ['lint', '--vcs-enabled=false', '--max-diagnostics=50', file]);

function plant(file: string, text: string) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), text);
  return file;
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'hromada-lint-'));
  const files = execFileSync(
    'git',
    [
      'ls-files',
      '-z',
      '--',
      'server',
      'shared',
      'lint',
      'biome.json',
      '.dependency-cruiser.cjs',
      'package.json',
    ],
    { cwd: repo, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repo, file), join(copy, file));
  }
  for (const file of ['tsconfig.base.json', 'tsconfig.json']) cpSync(join(repo, file), join(copy, file));
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The five wrong-way imports that passed lint before dependency-cruiser (issue 31). */
const wrongImports = [
  {
    what: 'a route importing drizzle-orm',
    rule: 'route-no-storage',
    file: 'server/routes/planted-drizzle.ts',
    text: "import { eq } from 'drizzle-orm';\nexport const planted = eq;\n",
  },
  {
    what: 'a route importing server/db/schema',
    rule: 'route-no-storage',
    file: 'server/routes/planted-schema.ts',
    text: "import { advertisements } from '../db/schema';\nexport const planted = advertisements;\n",
  },
  {
    what: 'a presenter importing a service (a value)',
    rule: 'presenter-no-service',
    file: 'server/presenters/planted.ts',
    text: "import { getAd } from '../services/ads/get-ad';\nexport const planted = getAd;\n",
  },
  {
    what: 'a service importing hono',
    rule: 'below-http-no-hono',
    file: 'server/services/ads/planted.ts',
    text: "import { Hono } from 'hono';\nexport const planted = new Hono();\n",
  },
  {
    what: 'a policy importing server/db/schema',
    rule: 'policy-no-storage',
    file: 'server/policies/planted-schema.ts',
    text: "import { advertisements } from '../db/schema/ads';\nexport const planted = advertisements;\n",
  },
  {
    what: 'a policy importing drizzle-orm',
    rule: 'policy-no-storage',
    file: 'server/policies/planted-drizzle.ts',
    text: "import { sql } from 'drizzle-orm';\nexport const planted = sql;\n",
  },
  // Rules that Biome held before they moved to dependency-cruiser: still refused.
  {
    what: 'a service importing server/http',
    rule: 'below-http-no-http',
    file: 'server/services/ads/planted-http.ts',
    text: "import { signedInViewer } from '../../http/viewer';\nexport const planted = signedInViewer;\n",
  },
  {
    what: 'core importing a service',
    rule: 'core-is-bottom',
    file: 'server/core/planted.ts',
    text: "import { getAd } from '../services/ads/get-ad';\nexport const planted = getAd;\n",
  },
  {
    what: 'a policy importing a presenter',
    rule: 'policy-no-service',
    file: 'server/policies/planted-presenter.ts',
    text: "import { presentAd } from '../presenters/ad';\nexport const planted = presentAd;\n",
  },
];

/** A route answering a row straight to JSON: the three shapes issue 31 lists. */
const rowAnswers = [
  { what: 'c.json({ ad })', answer: '{ ad }', message: 'A route answers a row only through its presenter' },
  { what: 'c.json({ ...row })', answer: '{ ...row }', message: "spreads only a presenter's result" },
  {
    what: 'c.json({ contact: row.contactEmail })',
    answer: '{ contact: row.contactEmail }',
    message: 'never picks a contact detail or a secret off a row',
  },
];

const routeAnswering = (answer: string) =>
  [
    "import { OpenAPIHono } from '@hono/zod-openapi';",
    "import type { AppEnv } from '../http/app-env';",
    'declare const ad: { id: string; contactEmail: string };',
    'declare const row: { id: string; contactEmail: string };',
    `export const planted = new OpenAPIHono<AppEnv>().get('/planted', (c) => c.json(${answer}, 200));`,
    '',
  ].join('\n');

describe('npm run lint refuses the wrong-way imports (dependency-cruiser, on resolved paths)', () => {
  // One dependency-cruiser run for all the planted files, each a root of its own one import deep:
  // a violation names the file it is in, so each planted file is judged alone.
  const typeOnly = {
    'server/presenters/planted-type.ts':
      "import type { AdRow } from '../services/ads/ad-query';\nexport const planted = (row: AdRow) => row.id;\n",
    'server/policies/planted-type.ts':
      "import type { ApiTokenScope } from '../db/schema/api-tokens';\nexport const planted = (s: ApiTokenScope) => s;\n",
  };
  let result = { code: 0, output: '' };
  beforeAll(async () => {
    const files = [
      ...wrongImports.map(({ file, text }) => plant(file, text)),
      ...Object.entries(typeOnly).map(([file, text]) => plant(file, text)),
    ];
    result = await depcruise(...files);
  });

  it.each(wrongImports)('$what fails with $rule', ({ rule, file }) => {
    expect(result.code, result.output).not.toBe(0);
    expect(result.output).toContain(`error ${rule}: ${file}`);
  });

  it('a type-only import of a service row type in a presenter and of a schema type in a policy pass', () => {
    for (const file of Object.keys(typeOnly)) expect(result.output).not.toContain(`: ${file} →`);
  });
});

describe('npm run lint refuses a route answering a row straight to JSON (lint/route-answers.grit)', () => {
  it.each(rowAnswers.map((shape, i) => ({ ...shape, i })))('$what fails', async ({ answer, message, i }) => {
    const { code, output } = await biome(
      plant(`server/routes/planted-answer-${i}.ts`, routeAnswering(answer)),
    );
    expect(code, output).not.toBe(0);
    expect(output).toContain('plugin');
    expect(output).toContain(message);
  });

  it("an answer of presenter results and plain values passes (the shapes today's routes use)", async () => {
    const file = plant(
      'server/routes/planted-answer-ok.ts',
      routeAnswering(
        '{ ...presentPlanted(row), id: row.id, name: ad.id, secret: "s", total: 2, items: [row].map(presentPlanted) }',
      ).replace('export const', 'declare function presentPlanted(row: object): object;\nexport const'),
    );
    const { code, output } = await biome(file);
    expect(code, output).toBe(0);
  });
});

describe('the unplanted tree passes', () => {
  it('Biome on the routes and http plumbing, dependency-cruiser on server/', {
    timeout: 180_000,
  }, async () => {
    const unplanted = await run('git', ['ls-files', '--', 'server/routes', 'server/http'], { cwd: repo });
    const routes = unplanted.stdout.split('\n').filter((file) => file.endsWith('.ts'));
    const answers = await lint('biome', ['lint', '--vcs-enabled=false', ...routes]);
    expect(answers.code, answers.output).toBe(0);
    const imports = await lint('depcruise', ['--config', '.dependency-cruiser.cjs', ...unplantedServer()]);
    expect(imports.code, imports.output).toBe(0);
  });
});

/** server/'s folders as they are in git (the planted files sit in the copy only, beside them). */
function unplantedServer() {
  return execFileSync('git', ['ls-files', '--', 'server'], { cwd: repo, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file));
}
