import { z } from 'zod';
import { kindHasDuration, kindIsRecurring, PLAN_KINDS, type PlanKind } from '../plan-kinds';
import { stripMarkup } from '../strip-markup';
import { text } from './text';

// Field messages are i18next keys ('plans:fieldErrors.…'): the editor translates them, the server
// localises them (server/http/field-errors.ts with the messages of field-messages.ts). The rules mirror the database's
// checks on `plans` (server/db/schema/monetization.ts), so bad input is a 400, never a 500.
export type PlanFieldError =
  | 'kindInvalid'
  | 'nameRequired'
  | 'nameTooLong'
  | 'descriptionTooLong'
  | 'currencyInvalid'
  | 'priceInvalid'
  | 'annualRequired'
  | 'annualNotAllowed'
  | 'durationRequired'
  | 'durationInvalid'
  | 'durationNotAllowed'
  | 'activeInvalid'
  | 'orderInvalid'
  | 'planInUse';
const msg = (key: PlanFieldError) => ({ message: `plans:fieldErrors.${key}` });

export const PLAN_NAME_MAX = 100;
export const PLAN_DESCRIPTION_MAX = 500;
/** The largest price an admin may set: one million in the currency's main unit. */
export const PLAN_PRICE_MAX_CENTS = 1_000_000_00;
export const PLAN_DURATION_MAX_DAYS = 3650;
export const PLAN_ORDER_MAX = 1_000_000;

const name = text(msg('nameRequired'), { plain: true })
  .max(1000, msg('nameTooLong'))
  .transform(stripMarkup)
  .pipe(z.string().min(1, msg('nameRequired')).max(PLAN_NAME_MAX, msg('nameTooLong')));
const description = text(msg('descriptionTooLong'), { plain: true })
  .max(5000, msg('descriptionTooLong'))
  .transform(stripMarkup)
  .pipe(z.string().max(PLAN_DESCRIPTION_MAX, msg('descriptionTooLong')));
const cents = (key: PlanFieldError) =>
  z.number(msg(key)).int(msg(key)).min(0, msg(key)).max(PLAN_PRICE_MAX_CENTS, msg(key));

const fields = {
  kind: z.enum(PLAN_KINDS, msg('kindInvalid')).meta({ description: 'What the plan sells' }),
  name_en: name.meta({ description: 'English name (markup removed), 1..100 characters' }),
  name_uk: name.meta({ description: 'Ukrainian name (markup removed), 1..100 characters' }),
  description_en: description.meta({ description: 'What it gives, in English (at most 500 characters)' }),
  description_uk: description.meta({ description: 'What it gives, in Ukrainian (at most 500 characters)' }),
  currency: text(msg('currencyInvalid'))
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, msg('currencyInvalid'))
    .meta({ description: 'ISO 4217 code, e.g. USD' }),
  price_cents: cents('priceInvalid').meta({
    description: 'One-time price, or the monthly price of a subscription, in cents',
  }),
  annual_price_cents: cents('priceInvalid')
    .nullable()
    .meta({ description: 'Annual price in cents: required for a subscription, absent otherwise' }),
  duration_days: z
    .number(msg('durationInvalid'))
    .int(msg('durationInvalid'))
    .min(1, msg('durationInvalid'))
    .max(PLAN_DURATION_MAX_DAYS, msg('durationInvalid'))
    .nullable()
    .meta({ description: 'Days of paid placement or sponsorship (1..3650): upgrades and sponsorships only' }),
  active: z.boolean(msg('activeInvalid')).meta({ description: 'Only active plans are sold' }),
  sort_order: z
    .number(msg('orderInvalid'))
    .int(msg('orderInvalid'))
    .min(0, msg('orderInvalid'))
    .max(PLAN_ORDER_MAX, msg('orderInvalid'))
    .meta({ description: 'Display order, ascending' }),
};

type Shape = { kind: PlanKind; annual_price_cents?: number | null; duration_days?: number | null };

/** The database's plans_shape_check as field messages: which prices and durations a kind takes. */
export function planShapeErrors(plan: Shape): Partial<Record<keyof Shape, PlanFieldError>> {
  const errors: Partial<Record<keyof Shape, PlanFieldError>> = {};
  const annual = plan.annual_price_cents ?? null;
  const days = plan.duration_days ?? null;
  if (kindIsRecurring(plan.kind) && annual === null) errors.annual_price_cents = 'annualRequired';
  if (!kindIsRecurring(plan.kind) && annual !== null) errors.annual_price_cents = 'annualNotAllowed';
  if (kindHasDuration(plan.kind) && days === null) errors.duration_days = 'durationRequired';
  if (!kindHasDuration(plan.kind) && days !== null) errors.duration_days = 'durationNotAllowed';
  return errors;
}

const shapeRefinement = (plan: Shape, ctx: z.RefinementCtx) => {
  for (const [field, key] of Object.entries(planShapeErrors(plan)))
    ctx.addIssue({ code: 'custom', path: [field], ...msg(key) });
};

export const PlanInput = z
  .strictObject({
    kind: fields.kind,
    name_en: fields.name_en,
    name_uk: fields.name_uk,
    description_en: fields.description_en.default(''),
    description_uk: fields.description_uk.default(''),
    currency: fields.currency.default('USD'),
    price_cents: fields.price_cents,
    annual_price_cents: fields.annual_price_cents.optional(),
    duration_days: fields.duration_days.optional(),
    active: fields.active.default(true),
    sort_order: fields.sort_order.optional().meta({ description: 'Defaults to after the last plan' }),
  })
  .superRefine(shapeRefinement)
  .meta({ id: 'PlanInput' });
export type PlanInput = z.input<typeof PlanInput>;

/** A change to some fields; the kind stays (payments and subscriptions refer to what it sold). */
export const PlanChange = z
  .strictObject({
    name_en: fields.name_en,
    name_uk: fields.name_uk,
    description_en: fields.description_en,
    description_uk: fields.description_uk,
    currency: fields.currency,
    price_cents: fields.price_cents,
    annual_price_cents: fields.annual_price_cents,
    duration_days: fields.duration_days,
    active: fields.active,
    sort_order: fields.sort_order,
  })
  .partial()
  .meta({ id: 'PlanChange' });
export type PlanChange = z.input<typeof PlanChange>;

export const Plan = z
  .object({
    id: z.uuid(),
    kind: z.enum(PLAN_KINDS),
    name_en: z.string(),
    name_uk: z.string(),
    description_en: z.string(),
    description_uk: z.string(),
    currency: z.string(),
    price_cents: z.number().int(),
    annual_price_cents: z.number().int().nullable(),
    duration_days: z.number().int().nullable(),
    active: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof Plan>;

export const AdminPlan = Plan.extend({
  in_use: z
    .boolean()
    .meta({ description: 'Payments or subscriptions refer to it: deactivate it, not delete' }),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
}).meta({ id: 'AdminPlan' });
export type AdminPlan = z.infer<typeof AdminPlan>;

export const PlanList = z.object({ items: z.array(Plan) }).meta({ id: 'PlanList' });
export const AdminPlanList = z.object({ items: z.array(AdminPlan) }).meta({ id: 'AdminPlanList' });

export const PlansQuery = z.object({
  kind: z.enum(PLAN_KINDS, msg('kindInvalid')).optional().meta({ description: 'Only plans of this kind' }),
});

export const PlanDeleted = z.object({ id: z.uuid() }).meta({ id: 'PlanDeleted' });
