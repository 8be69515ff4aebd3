import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Subscription } from '../../../../shared/schemas/subscriptions';
import { usePlatformFeatures } from '../../platform-settings/api/get-platform-settings';
import { ProfileSection } from '../../profile/components/profile-section';
import { useChangeSubscription } from '../api/change-subscription';
import { useSubscriptions } from '../api/get-subscriptions';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { SubscriptionItem } from './subscription-item';

/**
 * My Subscriptions on the profile: each subscription with its status, cycle and date, Cancel and
 * Reactivate. Shown while subscriptions are on sale, or to anyone who has one.
 */
export function MySubscriptionsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('billing');
  const features = usePlatformFeatures();
  const query = useSubscriptions(userId);
  const reactivate = useChangeSubscription(userId, 'reactivate');
  const [toCancel, setToCancel] = useState<Subscription | null>(null);
  const items = query.data?.items ?? [];
  if (!features.subscriptions && items.length === 0) return null;

  const onReactivate = (sub: Subscription) =>
    reactivate.mutate(sub.id, {
      onSuccess: () => toast.success(t('subscriptions.reactivated')),
      onError: () => toast.error(t('subscriptions.reactivateFailed')),
    });

  let body = null;
  if (query.isPending) body = <Skeleton variant="rounded" height={88} sx={{ borderRadius: '16px' }} />;
  else if (query.isError)
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={<Button onClick={() => void query.refetch()}>{t('subscriptions.retry')}</Button>}
      >
        {t('subscriptions.loadFailed')}
      </Alert>
    );
  else if (items.length === 0)
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid="subscriptions-empty">
        <Typography sx={{ color: 'text.secondary' }}>{t('subscriptions.empty')}</Typography>
        {features.pricing_page && (
          <Button href="/pricing" variant="outlined">
            {t('subscriptions.emptyPricing')}
          </Button>
        )}
      </Stack>
    );
  else
    body = (
      <Stack component="ul" spacing={1.5} aria-label={t('subscriptions.listLabel')} sx={{ m: 0, p: 0 }}>
        {items.map((sub) => (
          <SubscriptionItem
            key={sub.id}
            subscription={sub}
            onCancel={setToCancel}
            onReactivate={onReactivate}
            reactivating={reactivate.isPending && reactivate.variables === sub.id}
          />
        ))}
      </Stack>
    );

  return (
    <ProfileSection
      title={t('subscriptions.title')}
      description={t('subscriptions.description')}
      testId="my-subscriptions"
    >
      {body}
      <CancelSubscriptionDialog subscription={toCancel} userId={userId} onClose={() => setToCancel(null)} />
    </ProfileSection>
  );
}
