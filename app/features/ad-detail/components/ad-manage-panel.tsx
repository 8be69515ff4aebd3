import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import type { AdPermissions } from '../hooks/use-ad-permissions';
import { AdModeration } from './ad-moderation';
import { AdOwnerActions } from './ad-owner-actions';

type Props = { ad: Ad; permissions: AdPermissions & { viewerId: string } };

/** For the ad's owner and admins: moderation (admins only), then Edit and Delete. */
export function AdManagePanel({ ad, permissions }: Props) {
  const { t } = useTranslation('adDetail');
  const headingId = useId();

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="ad-manage"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: '20px' }}
    >
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {t('manage.heading')}
      </Typography>
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
        />
      </Stack>
    </Paper>
  );
}
