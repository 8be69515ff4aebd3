import { z } from 'zod';
import { token } from './text';

/**
 * The `{id}` path parameter of every route. Any text up to 100 characters passes: an id that names
 * nothing, malformed or not, is the service's 404. Too long, or holding a control character, is 400
 * VALIDATION_FAILED.
 */
export const IdParam = z.object({ id: token().max(100) });

/** The `{id}` of a route that answers 400 to an id that is not a UUID (admin payments). */
export const UuidParam = z.object({ id: z.uuid() });
