import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAd } from '../../../../shared/schemas/admin-ads';
import { AdRowCard } from '../../ads/components/ad-row-card';
import { AdStatusChip } from '../../ads/components/ad-status-chip';
import { type AdActionHandlers, AdminAdActions } from './admin-ad-actions';
import { adminAdLayout, adminAdThumbSizes } from './admin-ad-layout';
import { AdminAdSummary } from './admin-ad-summary';
import { EventChip } from './event-chip';

type Props = AdActionHandlers & {
  ad: AdminAd;
  selected: boolean;
  onSelectedChange: (id: string, selected: boolean) => void;
  /** A change of this ad is on its way: its buttons wait. */
  busy: boolean;
  /** The list's first row: its photo loads at once. */
  priority?: boolean;
};

/** One ad in the moderation list: checkbox, photo, facts, status (and why it was rejected), actions. */
export function AdminAdItem({ ad, selected, onSelectedChange, busy, priority, ...handlers }: Props) {
  const { t } = useTranslation('adminAds');
  const titleId = useId();

  return (
    <AdRowCard
      ad={ad}
      titleId={titleId}
      layout={adminAdLayout}
      imageSizes={adminAdThumbSizes}
      priority={priority}
      aria-busy={busy || undefined}
      data-testid="admin-ad"
      data-status={ad.status}
      sx={
        selected
          ? {
              borderColor: 'primary.main',
              boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
            }
          : undefined
      }
      leading={
        <Box sx={{ gridArea: 'select', alignSelf: 'center', ml: -1 }}>
          <Checkbox
            checked={selected}
            onChange={(event) => onSelectedChange(ad.id, event.target.checked)}
            slotProps={{ input: { 'aria-label': t('ad.select', { title: ad.title }) } }}
            data-testid="select-ad"
          />
        </Box>
      }
    >
      <AdminAdSummary ad={ad} titleId={titleId} />
      <Stack spacing={0.75} sx={{ gridArea: 'status', minWidth: 0, alignSelf: 'center' }}>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <AdStatusChip status={ad.status} />
          {ad.is_event && <EventChip />}
        </Stack>
        {ad.status === 'rejected' && ad.rejection_reason && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="rejection-reason">
            {t('ad.rejectionReason', { reason: ad.rejection_reason })}
          </Typography>
        )}
      </Stack>
      <Box sx={{ gridArea: 'actions', minWidth: 0 }}>
        <AdminAdActions ad={ad} titleId={titleId} busy={busy} {...handlers} />
      </Box>
    </AdRowCard>
  );
}
