import { AppError } from '../../core/app-error';
import { isUniqueViolation, violatedConstraint } from '../../db/pg-errors';
import { displayNameTakenError } from '../profiles/display-name-rules';

export const emailTakenError = () => new AppError('EMAIL_TAKEN', 409);
export const nameTakenError = () => displayNameTakenError('name');

/**
 * The checks before a write cannot see a row another request inserts meanwhile; the unique indexes
 * do. Their violation becomes the same 409 the check would have given.
 */
export function asTakenError(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const constraint = violatedConstraint(error);
  if (constraint.includes('email')) return emailTakenError();
  if (constraint.includes('display_name')) return nameTakenError();
  return error;
}
