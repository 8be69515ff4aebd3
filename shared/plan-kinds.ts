import type { Feature } from './platform-features';

/** What a plan sells (docs/decisions/014-monetisation.md); the same list as the database's `plans.kind`. */
export const PLAN_KINDS = ['upgrade', 'boost', 'sponsorship', 'subscription'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

const FEATURE_OF_KIND = {
  upgrade: 'ad_upgrades',
  boost: 'ad_boosts',
  sponsorship: 'sponsorships',
  subscription: 'subscriptions',
} as const satisfies Record<PlanKind, Feature>;

/** The platform feature that must be in effect for a plan of this kind to be sold. */
export function featureOfPlanKind(kind: PlanKind): Feature {
  return FEATURE_OF_KIND[kind];
}

/** Kinds that last a number of days (`duration_days` set); boosts and subscriptions have none. */
export const kindHasDuration = (kind: PlanKind) => kind === 'upgrade' || kind === 'sponsorship';
/** Kinds with a monthly and an annual price; the others are paid once. */
export const kindIsRecurring = (kind: PlanKind) => kind === 'subscription';
