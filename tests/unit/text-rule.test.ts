import type { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { v1Routes } from '../../server/routes/api';
import * as authSchemas from '../../shared/schemas/auth';
import { cleanLine, cleanLines, hasNoControls, plainLines, TEXT_CLEANERS } from '../../shared/schemas/text';

/** Passwords are compared and hashed, never stored or shown: the rule would change the secret. */
const SECRETS = new Set(['password', 'newPassword', 'currentPassword', 'confirmPassword']);

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; tx?: unknown; fn?: unknown } } }[];
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** A string of text (cleaned), of an identifier (refused), or of a checked format (uuid, email, date). */
function followsTheRule(def: Def): boolean {
  if (def.format) return true;
  return (def.checks ?? []).some(
    ({ _zod: { def: check } }) =>
      (check.check === 'overwrite' && TEXT_CLEANERS.has(check.tx as never)) ||
      (check.check === 'custom' && check.fn === hasNoControls),
  );
}

/** The paths of the strings in `schema` that take a request's text without the rule. */
function stringsWithoutTheRule(schema: unknown, path: string, found: string[] = []): string[] {
  const def = defOf(schema);
  const inner = (key: string, at = path) => stringsWithoutTheRule(def[key], at, found);
  switch (def.type) {
    case 'string':
      if (!followsTheRule(def) && !SECRETS.has(path.split('.').at(-1) ?? '')) found.push(path);
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        stringsWithoutTheRule(value, `${path}.${key}`, found);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      inner('innerType');
      break;
    // What a pipe's first part passed on was cleaned or refused there already.
    case 'pipe':
      inner('in');
      break;
    case 'array':
      inner('element', `${path}[]`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) stringsWithoutTheRule(option, path, found);
      break;
  }
  return found;
}

interface RouteDefinition {
  type: string;
  route?: {
    method: string;
    path: string;
    request?: {
      query?: z.ZodType;
      params?: z.ZodType;
      body?: { content: Record<string, { schema: z.ZodType }> };
    };
  };
}

describe('the one text rule (docs/decisions/036)', () => {
  it('cleans text: controls and lone surrogates gone, spacing read as spaces or line breaks', () => {
    expect(cleanLine('a\u0000b\u0007c\u0085d\te\nf\ud800g\u202Eh')).toBe('abc d e fg\u202Eh');
    expect(cleanLines('one\r\ntwo\rthree\u000Bfour\u2028five\tsix\u0000')).toBe(
      'one\ntwo\nthree\nfour\nfive\tsix',
    );
    expect(plainLines('\u202Egnp.exe\u2066x\u2069 ok')).toBe('gnp.exex ok');
    expect(cleanLine('👩‍👩‍👧 Київ')).toBe('👩‍👩‍👧 Київ');
  });

  it('refuses identifiers with a control character or a lone surrogate', () => {
    for (const bad of ['a\u0000', '\u0007', 'a\nb', 'a\u0085', '\ud800x', 'x\udc00'])
      expect(hasNoControls(bad), JSON.stringify(bad)).toBe(false);
    expect(hasNoControls('ad.approve 😀')).toBe(true);
  });

  it("is used by every string of every route's query, path and JSON body, and of better-auth's bodies", () => {
    const found: string[] = [];
    // Declared with .openapi(), routed with .use(): its type is Hono's, its registry OpenAPIHono's.
    const registry = (v1Routes as unknown as OpenAPIHono).openAPIRegistry;
    const definitions = registry.definitions as RouteDefinition[];
    for (const { type, route } of definitions) {
      if (type !== 'route' || !route?.request) continue;
      const { query, params, body } = route.request;
      const name = `${route.method.toUpperCase()} ${route.path}`;
      if (query) stringsWithoutTheRule(query, `${name} query`, found);
      if (params) stringsWithoutTheRule(params, `${name} path`, found);
      const json = body?.content['application/json']?.schema;
      if (json) stringsWithoutTheRule(json, `${name} body`, found);
    }
    for (const [name, schema] of Object.entries(authSchemas))
      if (name.endsWith('Input')) stringsWithoutTheRule(schema, name, found);
    expect(definitions.filter((d) => d.type === 'route').length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
