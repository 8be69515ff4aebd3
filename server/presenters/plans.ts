import type { AdminPlan, Plan } from '../../shared/schemas/plans';
import type { plans } from '../db/schema/monetization';

export type PlanRow = typeof plans.$inferSelect;

export const presentPlan = (p: PlanRow): Plan => ({
  id: p.id,
  kind: p.kind,
  name_en: p.nameEn,
  name_uk: p.nameUk,
  description_en: p.descriptionEn,
  description_uk: p.descriptionUk,
  currency: p.currency,
  price_cents: p.priceCents,
  annual_price_cents: p.annualPriceCents,
  duration_days: p.durationDays,
  active: p.active,
  sort_order: p.sortOrder,
});

/** For the plans editor: whether anything refers to it (then it can only be deactivated) and when it changed. */
export const presentAdminPlan = (p: PlanRow, inUse: boolean): AdminPlan => ({
  ...presentPlan(p),
  in_use: inUse,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});
