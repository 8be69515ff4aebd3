import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterDomLink, useLocation } from 'react-router';
import { toast } from 'sonner';
import type { Plan } from '../../../../shared/schemas/plans';
import { failureMessage } from '../../../lib/failure-message';
import { useSession } from '../../auth/api/get-session';
import { useStartCheckout } from '../../checkout/api/start-checkout';
import type { BillingCycle } from './plan-card';

const big = { minHeight: { xs: 56, md: 48 } };

/**
 * What to do with a plan: upgrades, boosts and sponsorships are bought for one ad, chosen in My Ads;
 * a subscription goes to checkout (visitors sign in first and come back here).
 */
export function PlanAction({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const { t } = useTranslation('plans');
  const { user } = useSession();
  const location = useLocation();
  const checkout = useStartCheckout();

  if (plan.kind !== 'subscription')
    return (
      <Button
        component={RouterDomLink}
        to="/my-ads"
        variant="outlined"
        size="large"
        fullWidth
        sx={big}
        data-testid="plan-cta"
      >
        {t('cta.chooseAd')}
      </Button>
    );
  if (!user)
    return (
      <Button
        component={RouterDomLink}
        to="/login"
        state={{ from: location }}
        variant="contained"
        size="large"
        fullWidth
        sx={big}
        data-testid="plan-cta"
      >
        {t('cta.signInToSubscribe')}
      </Button>
    );
  // Pending also while the browser leaves for the payment page.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      sx={big}
      disabled={busy}
      onClick={() =>
        checkout.mutate(
          { plan_id: plan.id, billing_cycle: cycle },
          { onError: (error) => toast.error(failureMessage(error, t('checkoutFailed'))) },
        )
      }
      data-testid="plan-cta"
    >
      {busy ? t('cta.redirecting') : t('cta.subscribe')}
    </Button>
  );
}
