import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { featureOfPlanKind, type PlanKind } from '../../../shared/plan-kinds';
import type { EffectiveFeatures } from '../../../shared/platform-features';
import type { CheckoutInput } from '../../../shared/schemas/checkout';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements } from '../../db/schema/ads';
import { payments, plans } from '../../db/schema/monetization';
import { requirePaymentProvider } from '../../payments/require-payment-provider';
import { mayPromoteAd } from '../../policies/ad';
import { isAdId } from '../ads/ad-id';
import { loadSellablePlan } from '../plans/load-sellable-plan';
import { isPlanId } from '../plans/plan-errors';
import { readEffectiveFeatures } from '../settings/platform-settings';
import { activeSubscriptionEnd } from '../subscriptions/active-subscription';
import { paymentReturnPath } from './return-path';

const featureDisabled = () => new AppError('FEATURE_DISABLED', 403);

/** Refuses with FEATURE_DISABLED when nothing is sold, or when this plan's kind is switched off. */
async function requirePlanFeature(db: Db, planId: string, features: EffectiveFeatures) {
  const sold: PlanKind[] = ['upgrade', 'boost', 'sponsorship', 'subscription'];
  if (!sold.some((kind) => features[featureOfPlanKind(kind)])) throw featureDisabled();
  if (!isPlanId(planId)) return;
  const [plan] = await db.select({ kind: plans.kind }).from(plans).where(eq(plans.id, planId));
  if (plan && !features[featureOfPlanKind(plan.kind)]) throw featureDisabled();
}

/** An upgrade, boost or sponsorship is for an approved ad of the buyer's own (admins: any approved ad). */
async function eligibleAd(db: Db, viewer: Viewer, adId: string | undefined): Promise<string> {
  if (adId === undefined) throw new AppError('VALIDATION_FAILED', 400, { fields: { ad_id: 'invalidValue' } });
  const notEligible = new AppError('AD_NOT_ELIGIBLE', 403);
  if (!isAdId(adId)) throw notEligible;
  const [ad] = await db
    .select({ id: advertisements.id, userId: advertisements.userId, status: advertisements.status })
    .from(advertisements)
    .where(eq(advertisements.id, adId));
  if (!ad || !mayPromoteAd(viewer, ad)) throw notEligible;
  return ad.id;
}

/**
 * Starts buying a plan: checks it may be sold to this person for this ad, writes a pending payment
 * (the plan's name and price copied, so history stays true) and opens the provider's checkout.
 * Nothing is granted here: only the provider's webhook marks the payment paid. While payments are
 * off, 503 PAYMENTS_NOT_CONFIGURED before anything is looked at or written.
 */
export async function startCheckout(
  deps: Deps,
  viewer: Viewer,
  input: CheckoutInput,
  language: Language,
): Promise<{ paymentId: string; checkoutUrl: string }> {
  const provider = requirePaymentProvider(deps.payments);
  const { db } = deps;
  const features = await readEffectiveFeatures(db);
  await requirePlanFeature(db, input.plan_id, features);
  const plan = await loadSellablePlan(db, input.plan_id, features);
  const subscription = plan.kind === 'subscription';
  const adId = subscription ? null : await eligibleAd(db, viewer, input.ad_id);
  if (subscription) {
    if (!input.billing_cycle)
      throw new AppError('VALIDATION_FAILED', 400, { fields: { billing_cycle: 'invalidValue' } });
    if (await activeSubscriptionEnd(db, viewer.id, deps.clock()))
      throw new AppError('ALREADY_SUBSCRIBED', 409);
  }
  const cycle = subscription ? (input.billing_cycle ?? 'monthly') : 'one_time';
  const amountCents = cycle === 'annual' ? (plan.annualPriceCents ?? plan.priceCents) : plan.priceCents;
  const description = language === 'uk' ? plan.nameUk : plan.nameEn;

  const [payment] = await db
    .insert(payments)
    .values({
      userId: viewer.id,
      planId: plan.id,
      kind: plan.kind,
      billingCycle: cycle,
      adId,
      description,
      amountCents,
      currency: plan.currency,
      provider: provider.name,
      createdAt: deps.clock(),
      updatedAt: deps.clock(),
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment not saved');

  const returnUrl = `${deps.env.baseUrl}${paymentReturnPath({ id: payment.id, kind: plan.kind })}`;
  try {
    const session = await provider.createCheckout({
      paymentId: payment.id,
      userId: viewer.id,
      description,
      amountCents,
      currency: plan.currency,
      recurring: cycle === 'one_time' ? null : cycle === 'annual' ? 'year' : 'month',
      successUrl: returnUrl,
      cancelUrl: returnUrl,
    });
    await db
      .update(payments)
      .set({ providerSessionId: session.sessionId })
      .where(eq(payments.id, payment.id));
    return { paymentId: payment.id, checkoutUrl: session.url };
  } catch (error) {
    // No checkout was opened: the record says so instead of waiting forever.
    await db
      .update(payments)
      .set({ status: 'failed', updatedAt: deps.clock() })
      .where(eq(payments.id, payment.id));
    throw error;
  }
}
