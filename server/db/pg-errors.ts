type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: PgError };

/** The PostgreSQL error under a driver's or drizzle's wrapper (drizzle puts the driver's in `cause`). */
function pgError(error: unknown): PgError | undefined {
  const outer = error as PgError | undefined;
  if (outer?.code && /^[0-9A-Z]{5}$/.test(outer.code)) return outer;
  return outer?.cause?.code ? outer.cause : undefined;
}

export const isUniqueViolation = (error: unknown) => pgError(error)?.code === '23505';
export const isForeignKeyViolation = (error: unknown) => pgError(error)?.code === '23503';

/** Which constraint a violation hit ('cities_slug_unique', 'user_email_unique', ...). */
export const violatedConstraint = (error: unknown) => {
  const pg = pgError(error);
  return pg?.constraint ?? pg?.constraint_name ?? '';
};
