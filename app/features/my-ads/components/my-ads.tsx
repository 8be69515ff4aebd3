import Stack from '@mui/material/Stack';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { ErrorState } from '../../../components/error-state';
import { useMyAds } from '../../ads/api/get-my-ads';
import { DeleteAdDialog } from '../../ads/components/delete-ad-dialog';
import { useRenewFromLink } from '../hooks/use-renew-from-link';
import { MyAdsEmptyState } from './my-ads-empty-state';
import { MyAdsHeader } from './my-ads-header';
import { MyAdsList } from './my-ads-list';
import { MyAdsSkeleton } from './my-ads-skeleton';

/**
 * My Ads for the signed-in person: heading, then skeletons, an error with retry, the empty state or
 * the list; first the renewal a reminder mail's link asks for (?renew=).
 */
export function MyAds({ userId }: { userId: string }) {
  const { t } = useTranslation('myAds');
  const renewing = useRenewFromLink(userId);
  const query = useMyAds(userId, !renewing);
  const [toDelete, setToDelete] = useState<Ad | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  let body: ReactNode;
  if (query.isPending) body = <MyAdsSkeleton />;
  else if (query.isError && !query.data)
    body = <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0) body = <MyAdsEmptyState />;
  else body = <MyAdsList ads={query.data.items} onDelete={setToDelete} />;

  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="my-ads-page">
      <MyAdsHeader headingRef={headingRef} />
      {body}
      <DeleteAdDialog
        ad={toDelete}
        userId={userId}
        onClose={() => setToDelete(null)}
        onDeleted={() => headingRef.current?.focus()}
      />
    </Stack>
  );
}
