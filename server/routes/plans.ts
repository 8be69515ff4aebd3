import type { Context } from 'hono';
import * as plansApi from '../../shared/api/plans';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { fieldErrorResponse, fieldErrorsHook } from '../http/field-errors';
import { planFieldMessage } from '../http/field-messages';
import { signedInViewer } from '../http/viewer';
import { presentAdminPlan, presentPlan } from '../presenters/plans';
import { createPlan } from '../services/plans/create-plan';
import { deletePlan } from '../services/plans/delete-plan';
import { listAdminPlans } from '../services/plans/list-admin-plans';
import { listSellablePlans } from '../services/plans/list-plans';
import { PlanFieldsError } from '../services/plans/plan-errors';
import { updatePlan } from '../services/plans/update-plan';
import { jsonContent, openApiRouter } from './openapi-router';

const guarded = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const NO_STORE = 'private, no-store';
const planFieldErrors = fieldErrorsHook(planFieldMessage);
const invalid = jsonContent(ApiError, 'VALIDATION_FAILED with a message per field (`fields`)');

const routes = {
  list: contractRoute(plansApi.listPlans, {
    tags: ['monetisation'],
    summary: 'The plans on sale: active, of a kind whose feature is in effect, in display order',
    description:
      'Kinds and their features: upgrade → ad_upgrades, boost → ad_boosts, sponsorship → sponsorships, ' +
      'subscription → subscriptions. 403 FEATURE_DISABLED when monetisation is off (nothing is sold) ' +
      'or when `kind` names a kind that is switched off.',
    answer: 'The plans',
    errors: { 400: invalid, 403: jsonContent(ApiError, 'FEATURE_DISABLED') },
  }),
  adminList: contractRoute(plansApi.listAdminPlans, {
    tags: ['admin', 'monetisation'],
    summary: 'Every plan, active or not, with whether payments or subscriptions refer to it',
    answer: 'All plans',
    errors: guarded,
  }),
  create: contractRoute(plansApi.createPlan, {
    tags: ['admin', 'monetisation'],
    summary: 'Add a plan (audited)',
    description:
      'A subscription needs annual_price_cents; upgrades and sponsorships need duration_days (1..3650); ' +
      'other kinds must not send them.',
    answer: 'Added',
    errors: { 400: invalid, ...guarded },
  }),
  update: contractRoute(plansApi.updatePlan, {
    tags: ['admin', 'monetisation'],
    summary: 'Change some fields of a plan, or (de)activate it (audited); its kind stays',
    description:
      'The result must still suit the kind (same rules as adding). Payments already made keep the ' +
      'name and amount they were made with.',
    answer: 'The plan',
    errors: { 400: invalid, ...guarded, 404: jsonContent(ApiError, 'No such plan') },
  }),
  remove: contractRoute(plansApi.deletePlan, {
    tags: ['admin', 'monetisation'],
    summary: 'Delete a plan nothing refers to (audited)',
    answer: 'Deleted',
    errors: {
      ...guarded,
      404: jsonContent(ApiError, 'No such plan'),
      409: jsonContent(
        ApiError,
        'VALIDATION_FAILED with fields.plan: payments or subscriptions refer to it; deactivate it instead',
      ),
    },
  }),
};

/** Runs a plan write; a PlanFieldsError becomes its localised field answer. */
async function answerFieldErrors<R, S extends 400 | 409>(c: Context, status: S, write: () => Promise<R>) {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PlanFieldsError)
      return fieldErrorResponse(c, error.fields, planFieldMessage, status);
    throw error;
  }
}

export const plansRoutes = openApiRouter()
  .openapi(
    routes.list,
    async (c) => {
      const rows = await listSellablePlans(c.var.deps.db, c.req.valid('query').kind);
      return c.json({ items: rows.map(presentPlan) }, 200);
    },
    planFieldErrors,
  )
  .openapi(routes.adminList, async (c) => {
    const items = await listAdminPlans(c.var.deps.db);
    c.header('Cache-Control', NO_STORE);
    return c.json({ items: items.map(({ row, inUse }) => presentAdminPlan(row, inUse)) }, 200);
  })
  .openapi(
    routes.create,
    async (c) => {
      const admin = signedInViewer(c);
      const row = await createPlan(c.var.deps.db, admin, c.req.valid('json'));
      c.header('Cache-Control', NO_STORE);
      return c.json(presentAdminPlan(row, false), 201);
    },
    planFieldErrors,
  )
  .openapi(
    routes.update,
    async (c) => {
      const admin = signedInViewer(c);
      const id = c.req.valid('param').id;
      return answerFieldErrors(c, 400, async () => {
        const { row, inUse } = await updatePlan(c.var.deps, admin, id, c.req.valid('json'));
        c.header('Cache-Control', NO_STORE);
        return c.json(presentAdminPlan(row, inUse), 200);
      });
    },
    planFieldErrors,
  )
  .openapi(routes.remove, async (c) => {
    const admin = signedInViewer(c);
    const { id } = c.req.valid('param');
    return answerFieldErrors(c, 409, async () => {
      await deletePlan(c.var.deps.db, admin, id);
      return c.json({ id }, 200);
    });
  });
