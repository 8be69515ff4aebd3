import { z } from 'zod';

/** A 204 answer: the client reads its empty body as null. */
export const NoContent = z.null();
