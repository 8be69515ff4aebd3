import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { Operation } from '../../shared/api/operation';

type Responses = RouteConfig['responses'];

type JsonBody<S> = { content: { 'application/json': { schema: S } }; required: true };

type RequestOf<O extends Operation> = {
  params: O['params'] extends z.ZodObject ? O['params'] : undefined;
  query: O['query'] extends z.ZodObject ? O['query'] : undefined;
  body: O['body'] extends z.ZodType ? JsonBody<O['body']> : undefined;
};

type SuccessOf<O extends Operation> = {
  [S in O['status']]: S extends 204
    ? { description: string }
    : { content: { 'application/json': { schema: O['answer'] } }; description: string };
};

type Docs<E extends Responses> = {
  tags: string[];
  summary: string;
  description?: string;
  /** What the success answer holds. */
  answer: string;
  /** The refusals, each with its ApiError answer. */
  errors?: E;
  /** The request body as the documentation shows it, for a multipart form. */
  form?: RouteConfig['request'];
};

/** The route of a contract operation (shared/api): its method, path, parameters, body and answer. */
export function contractRoute<
  O extends Operation & { prefix?: never },
  const E extends Responses = Record<never, never>,
>(op: O, docs: Docs<E>) {
  const request = {
    params: op.params,
    query: op.query,
    body: op.body && { content: { 'application/json': { schema: op.body } }, required: true },
    ...docs.form,
  } as RequestOf<O>;
  const success =
    op.status === 204
      ? { description: docs.answer }
      : { content: { 'application/json': { schema: op.answer } }, description: docs.answer };
  const responses = { [op.status]: success, ...docs.errors } as SuccessOf<O> & E;
  return createRoute({
    method: op.method,
    path: op.path,
    tags: docs.tags,
    summary: docs.summary,
    description: docs.description,
    request,
    responses,
  } as { method: O['method']; path: O['path']; request: RequestOf<O>; responses: SuccessOf<O> & E });
}
