import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One operation of the API under /api/v1 (or better-auth's under /api/auth), declared once (docs/decisions/037): the server's route is
 * built from it (server/http/contract-route.ts), and the SPA's and the tests' calls take it, so a
 * renamed path, parameter or field fails the type-check wherever it is used.
 */
export type Operation = {
  readonly method: HttpMethod;
  /** Under /api/v1, with OpenAPI's `{name}` parameters. */
  readonly path: `/${string}`;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart/form-data body, which the route reads as a stream (no schema validates it). */
  readonly form?: true;
  /** The success answer; `NoContent` for 204. */
  readonly answer: z.ZodType;
  readonly status: 200 | 201 | 202 | 204;
  /** Set on better-auth's endpoints (shared/api/auth.ts), which live under /api/auth, not /api/v1. */
  readonly prefix?: typeof AUTH_PREFIX;
};

/** Declares an operation, keeping its literal types (the path's parameter names, the schemas). */
export const operation = <const O extends Operation>(declared: O): O => declared;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

type Absent<T> = [T] extends [undefined] ? true : unknown extends T ? true : false;

type ParamsInput<O extends Operation> = [ParamNames<O['path']>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<O['path']>, string | number> };
type QueryInput<O extends Operation> =
  Absent<O['query']> extends true ? { query?: never } : { query?: z.input<NonNullable<O['query']>> };
type BodyInput<O extends Operation> =
  Absent<O['body']> extends true ? { body?: never } : { body: z.input<NonNullable<O['body']>> };

/** What a call of `O` sends: its path parameters, its query, its JSON body, each typed by the contract. */
export type CallInput<O extends Operation> = ParamsInput<O> & QueryInput<O> & BodyInput<O>;

/** What a successful call of `O` answers, as its schema parses it. */
export type Answer<O extends Operation> = z.output<O['answer']>;

export const API_PREFIX = '/api/v1';
export const AUTH_PREFIX = '/api/auth';
/** The API's documentation: the OpenAPI document and the page that reads it (server/routes/api-docs.ts). */
export const API_DOCUMENT = { openapi: '/api/openapi.json', page: '/api/docs' } as const;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The URL path of a call: `{name}`s replaced by their encoded values, then the query (empty, null and
 * undefined values left out; an array as repeated keys).
 */
export function apiPath<O extends Operation>(
  op: O,
  input: { params?: Record<string, string | number>; query?: object } = {},
): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${op.method} ${op.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${op.prefix ?? API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}
