import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';

export const ApiError = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'Localised message per invalid field' }),
    }),
  })
  .meta({ id: 'ApiError' });
