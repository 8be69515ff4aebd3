import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberAd } from '../../../../shared/schemas/ads';
import { AdActionButton } from '../../ads/components/ad-action-button';
import { DeleteAdDialog } from '../../ads/components/delete-ad-dialog';
import { FeaturedUntil } from '../../billing/components/featured-until';
import { UpgradeAdButton } from '../../billing/components/upgrade-ad-button';

type Props = {
  ad: MemberAd;
  viewerId: string;
  /** Where to go once the ad is deleted: the owner's own list, or home for an admin. */
  afterDelete: '/my-ads' | '/';
  /** Promote (the upgrade dialog) and how long it is featured: for the ad's owner only. */
  isOwner: boolean;
};

/** Promote (owner), Edit (the ad form) and Delete (after a confirmation, which also says when it is done). */
export function AdOwnerActions({ ad, viewerId, afterDelete, isOwner }: Props) {
  const { t } = useTranslation('adDetail');
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<MemberAd | null>(null);
  const grow = { flex: '1 1 140px' };

  return (
    <Stack spacing={1.5}>
      {isOwner && <FeaturedUntil ad={ad} />}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {isOwner && <UpgradeAdButton ad={ad} sx={grow} />}
        <AdActionButton kind="edit" href={`/edit-ad/${ad.id}`} sx={grow} data-testid="ad-edit">
          {t('manage.edit')}
        </AdActionButton>
        <AdActionButton kind="delete" onClick={() => setToDelete(ad)} sx={grow} data-testid="ad-delete">
          {t('manage.delete')}
        </AdActionButton>
        <DeleteAdDialog
          ad={toDelete}
          userId={viewerId}
          onClose={() => setToDelete(null)}
          onDeleted={() => navigate(afterDelete, { replace: true })}
        />
      </Stack>
    </Stack>
  );
}
