import type { Context } from 'hono';

export const API_V1 = '/api/v1';

/** The request's path under /api/v1 (`/ads/…`), as route rules and token scopes name them. */
export const pathUnderApiV1 = (c: Context) => c.req.path.slice(API_V1.length) || '/';

/** Methods that change nothing (the rest need a signed-in caller, a trusted origin, a bounded body). */
export const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
