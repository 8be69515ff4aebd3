import { z } from 'zod';
import { kindHasDuration, kindIsRecurring, PLAN_KINDS } from '../../../../shared/plan-kinds';
import {
  type AdminPlan,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  type PlanChange,
  type PlanInput,
} from '../../../../shared/schemas/plans';

const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const key = (name: string) => `plans:fieldErrors.${name}`;
const amountMessage = 'plans:form.amountInvalid';

/** "4.99" or "4,99" → 499 cents. */
export const toCents = (amount: string) => Math.round(Number(amount.trim().replace(',', '.')) * 100);
/** 499 → "4.99" (the form's way of writing an amount). */
export const fromCents = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

const text = (max: number, tooLong: string) => z.string().trim().max(max, key(tooLong));

/** What the plan form holds: amounts as typed text; which of them apply depends on the kind. */
export const PlanFormSchema = z
  .object({
    kind: z.enum(PLAN_KINDS, key('kindInvalid')),
    name_en: text(PLAN_NAME_MAX, 'nameTooLong').min(1, key('nameRequired')),
    name_uk: text(PLAN_NAME_MAX, 'nameTooLong').min(1, key('nameRequired')),
    description_en: text(PLAN_DESCRIPTION_MAX, 'descriptionTooLong'),
    description_uk: text(PLAN_DESCRIPTION_MAX, 'descriptionTooLong'),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, key('currencyInvalid')),
    price: z.string().trim().regex(AMOUNT, amountMessage),
    annual_price: z.string().trim(),
    duration_days: z.string().trim(),
    sort_order: z
      .string()
      .trim()
      .regex(/^\d{0,7}$/, key('orderInvalid')),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (kindIsRecurring(v.kind) && !AMOUNT.test(v.annual_price))
      ctx.addIssue({
        code: 'custom',
        path: ['annual_price'],
        message: v.annual_price ? amountMessage : key('annualRequired'),
      });
    if (kindHasDuration(v.kind)) {
      const days = Number(v.duration_days);
      if (!/^\d{1,4}$/.test(v.duration_days) || days < 1 || days > 3650)
        ctx.addIssue({
          code: 'custom',
          path: ['duration_days'],
          message: key(v.duration_days ? 'durationInvalid' : 'durationRequired'),
        });
    }
  });
export type PlanFormValues = z.input<typeof PlanFormSchema>;

export const PLAN_FORM_FIELDS = [
  'kind',
  'name_en',
  'name_uk',
  'description_en',
  'description_uk',
  'currency',
  'price',
  'annual_price',
  'duration_days',
  'sort_order',
  'active',
] as const;
/** The server's names for the fields the form calls differently. */
export const PLAN_FIELD_ALIASES = {
  price_cents: 'price',
  annual_price_cents: 'annual_price',
} as const;

export function formValuesOf(plan: AdminPlan | null): PlanFormValues {
  return {
    kind: plan?.kind ?? 'upgrade',
    name_en: plan?.name_en ?? '',
    name_uk: plan?.name_uk ?? '',
    description_en: plan?.description_en ?? '',
    description_uk: plan?.description_uk ?? '',
    currency: plan?.currency ?? 'USD',
    price: plan ? fromCents(plan.price_cents) : '',
    annual_price: plan ? fromCents(plan.annual_price_cents) : '',
    duration_days: plan?.duration_days?.toString() ?? '',
    sort_order: plan ? String(plan.sort_order) : '',
    active: plan?.active ?? true,
  };
}

/** The request body: only the amounts the kind takes (the others null); no kind when editing. */
export function bodyOf(v: z.output<typeof PlanFormSchema>, editing: boolean): PlanInput | PlanChange {
  const change: PlanChange = {
    name_en: v.name_en,
    name_uk: v.name_uk,
    description_en: v.description_en,
    description_uk: v.description_uk,
    currency: v.currency.toUpperCase(),
    price_cents: toCents(v.price),
    annual_price_cents: kindIsRecurring(v.kind) ? toCents(v.annual_price) : null,
    duration_days: kindHasDuration(v.kind) ? Number(v.duration_days) : null,
    active: v.active,
    ...(v.sort_order === '' ? {} : { sort_order: Number(v.sort_order) }),
  };
  if (editing) return change;
  return { ...change, kind: v.kind, price_cents: toCents(v.price) } as PlanInput;
}
