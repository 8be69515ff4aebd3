import { AppError } from '../../core/app-error';

type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: PgError };

/** The PostgreSQL error under a driver's or drizzle's wrapper, if that is what it is. */
function pgError(error: unknown): PgError | undefined {
  const outer = error as PgError | undefined;
  if (outer?.code && /^[0-9A-Z]{5}$/.test(outer.code)) return outer;
  return outer?.cause?.code ? outer.cause : undefined;
}

export const isUniqueViolation = (error: unknown) => pgError(error)?.code === '23505';
export const isForeignKeyViolation = (error: unknown) => pgError(error)?.code === '23503';

/** Which unique constraint a violation hit ('cities_slug_unique', 'cities_name_unique', ...). */
export const violatedConstraint = (error: unknown) => {
  const pg = pgError(error);
  return pg?.constraint ?? pg?.constraint_name ?? '';
};

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
