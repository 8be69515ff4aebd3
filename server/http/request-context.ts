import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { runInRequest } from '../core/request-context';

/** Every request's work runs with its method, path and an id (core/request-context.ts). */
export const requestContext = createMiddleware((c, next) =>
  runInRequest({ id: randomUUID(), method: c.req.method, path: c.req.path, mailNotSent: false }, next),
);
