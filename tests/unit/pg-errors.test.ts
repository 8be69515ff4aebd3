import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '../../server/db/pg-errors';

describe('PostgreSQL errors under their wrappers', () => {
  const unique = Object.assign(new Error('duplicate key'), {
    code: '23505',
    constraint: 'cities_slug_unique',
  });
  const wrapped = Object.assign(new Error('Failed query'), { cause: unique });

  it('are recognised from the driver and from drizzle, which puts the driver’s error in `cause`', () => {
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(violatedConstraint(wrapped)).toBe('cities_slug_unique');
    expect(isForeignKeyViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(true);
  });

  it('are not anything else: another code, a Node error code, nothing at all', () => {
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(violatedConstraint(new Error('plain'))).toBe('');
  });
});
