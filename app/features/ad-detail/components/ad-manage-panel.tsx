import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { MemberAd } from '../../../../shared/schemas/ads';
import type { AdPermissions } from '../../ads/hooks/use-ad-permissions';
import { AdModeration } from './ad-moderation';
import { AdOwnerActions } from './ad-owner-actions';
import { DetailSection } from './detail-section';

type Props = { ad: MemberAd; permissions: AdPermissions & { viewerId: string } };

/** For the ad's owner and admins: moderation (admins only), then Edit and Delete. */
export function AdManagePanel({ ad, permissions }: Props) {
  const { t } = useTranslation('adDetail');
  return (
    <DetailSection heading={t('manage.heading')} testId="ad-manage">
      <Stack spacing={2}>
        {permissions.isAdmin && (
          <>
            <AdModeration ad={ad} />
            <Divider />
          </>
        )}
        <AdOwnerActions
          ad={ad}
          viewerId={permissions.viewerId}
          afterDelete={permissions.isOwner ? '/my-ads' : '/'}
          isOwner={permissions.isOwner}
        />
      </Stack>
    </DetailSection>
  );
}
