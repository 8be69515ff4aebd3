import type { Db } from '../db/client';
import { checkRateLimit } from '../services/rate-limit/check-rate-limit';

/**
 * Texts nobody signed in asked for (sign-up codes, "someone tried to register with your number")
 * that one number gets an hour, whoever asks from wherever: the per-visitor limits alone would let
 * many visitors flood one phone (and each text costs money).
 */
export const ACCOUNT_TEXTS_PER_NUMBER = { limit: 3, windowMinutes: 60 } as const;

/**
 * Whether the number may get one more such text now (counting it). Beyond the limit the caller
 * sends nothing and answers as usual, so the answer tells nothing about the number.
 */
export async function mayTextNumber(db: Db, to: string): Promise<boolean> {
  const { allowed } = await checkRateLimit(db, `phone:${to}`, 'account_text', ACCOUNT_TEXTS_PER_NUMBER);
  return allowed;
}
