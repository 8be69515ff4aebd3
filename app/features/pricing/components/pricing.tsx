import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_KINDS } from '../../../../shared/plan-kinds';
import type { EffectiveFeatures } from '../../../../shared/platform-features';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeading } from '../../../components/page-heading';
import { usePlans } from '../api/get-plans';
import { BillingToggle } from './billing-toggle';
import { PaymentNote } from './payment-note';
import type { BillingCycle } from './plan-card';
import { PlanSection } from './plan-section';

/** The plans on sale, by kind, in the reader's language and currency format. */
export function Pricing({ features }: { features: EffectiveFeatures }) {
  const { t } = useTranslation('plans');
  const query = usePlans(features, true);
  const [cycle, setCycle] = useState<BillingCycle>('monthly');

  let body: ReactNode;
  if (query.isPending)
    body = (
      <Stack spacing={2} aria-hidden data-testid="pricing-loading">
        {[0, 1].map((n) => (
          <Skeleton key={n} variant="rounded" height={220} sx={{ borderRadius: '20px' }} />
        ))}
      </Stack>
    );
  else if (query.isError)
    body = <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    body = (
      <EmptyState
        icon={SellOutlinedIcon}
        title={t('empty.title')}
        body={t('empty.body')}
        testId="pricing-empty"
      />
    );
  else {
    const plans = query.data;
    const sections = PLAN_KINDS.map((kind) => {
      const ofKind = plans.filter((plan) => plan.kind === kind);
      if (ofKind.length === 0) return null;
      const control =
        kind === 'subscription' ? <BillingToggle value={cycle} onChange={setCycle} /> : undefined;
      return <PlanSection key={kind} kind={kind} plans={ofKind} cycle={cycle} control={control} />;
    });
    body = (
      <>
        <PaymentNote />
        {sections}
      </>
    );
  }

  return (
    <Stack spacing={{ xs: 3, md: 5 }} data-testid="pricing-page">
      <PageHeading title={t('heading')} subtitle={t('subtitle')} />
      {body}
    </Stack>
  );
}
