import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { MemberAd } from '../../../../shared/schemas/ads';
import { AdModeration } from './ad-moderation';
import { AdOwnerActions } from './ad-owner-actions';
import { DetailSection } from './detail-section';

type Props = { ad: MemberAd; viewerId: string; isOwner: boolean };

/** For those the ad's abilities allow: moderation (moderate), then Edit and Delete; promoting for its owner. */
export function AdManagePanel({ ad, viewerId, isOwner }: Props) {
  const { t } = useTranslation('adDetail');
  return (
    <DetailSection heading={t('manage.heading')} testId="ad-manage">
      <Stack spacing={2}>
        {ad.abilities.moderate && (
          <>
            <AdModeration ad={ad} />
            <Divider />
          </>
        )}
        <AdOwnerActions
          ad={ad}
          viewerId={viewerId}
          afterDelete={isOwner ? '/my-ads' : '/'}
          isOwner={isOwner}
        />
      </Stack>
    </DetailSection>
  );
}
