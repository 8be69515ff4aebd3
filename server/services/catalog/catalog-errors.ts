import { AppError } from '../../core/app-error';
import { isUniqueViolation, violatedConstraint } from '../../db/pg-errors';

export const slugTaken = () => new AppError('SLUG_TAKEN', 409);
export const nameTaken = () => new AppError('NAME_TAKEN', 409);

/** Another write got in first with the same slug or name: the same answers as the checks before it. */
export function uniqueViolationError(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  return violatedConstraint(error).includes('name') ? nameTaken() : slugTaken();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that cannot be ours are "not found" without asking the database (which would refuse them). */
export const isCatalogId = (id: string) => UUID.test(id);
