import type { PlanFieldError } from '../../../shared/schemas/plans';

/**
 * A plan write refused for its fields (a price or duration its kind does not take once merged with
 * the stored plan) or because it is in use (409); the route answers VALIDATION_FAILED with a message per field.
 */
export class PlanFieldsError extends Error {
  constructor(readonly fields: Record<string, PlanFieldError>) {
    super('plan fields');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that cannot be ours are "not found" without asking the database (which would refuse them). */
export const isPlanId = (id: string) => UUID.test(id);
