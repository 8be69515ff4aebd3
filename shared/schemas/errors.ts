import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';

export const ApiError = z
  .object({ error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }) })
  .meta({ id: 'ApiError' });
