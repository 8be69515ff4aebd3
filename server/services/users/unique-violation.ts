import { AppError } from '../../core/app-error';
import { displayNameTakenError } from '../profiles/display-name-rules';

type DbError = { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };

/** A unique violation from either driver (drizzle wraps the driver's error in `cause`). */
function uniqueConstraintOf(error: unknown): string | null {
  const e = error as DbError;
  if (e?.code === '23505') return e.constraint ?? '';
  if (e?.cause?.code === '23505') return e.cause.constraint ?? '';
  return null;
}

export const emailTakenError = () => new AppError('EMAIL_TAKEN', 409);
export const nameTakenError = () => displayNameTakenError('name');

/**
 * The checks before a write cannot see a row another request inserts meanwhile; the unique indexes
 * do. Their violation becomes the same 409 the check would have given.
 */
export function asTakenError(error: unknown): unknown {
  const constraint = uniqueConstraintOf(error);
  if (constraint === null) return error;
  if (constraint.includes('email')) return emailTakenError();
  if (constraint.includes('display_name')) return nameTakenError();
  return error;
}
