import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { MemberAd } from '../../../../shared/schemas/ads';
import { failureMessage } from '../../../lib/failure-message';
import { AdActionButton } from '../../ads/components/ad-action-button';
import { AdStatusChip } from '../../ads/components/ad-status-chip';
import { useModerateAd } from '../../moderation/api/moderate-ad';
import { RejectDialog } from '../../moderation/components/reject-dialog';

/**
 * For admins: the moderation status as a chip (with the reason of a rejection), and Approve / Reject
 * (the moderation page's reason dialog). The ad is refetched after each change.
 */
export function AdModeration({ ad }: { ad: MemberAd }) {
  const { t } = useTranslation('adDetail');
  const moderate = useModerateAd();
  const [rejecting, setRejecting] = useState<MemberAd[] | null>(null);
  // The button just used leaves with the old status: focus goes to the status that replaced it.
  const statusRef = useRef<HTMLDivElement>(null);
  const changed = useRef(false);
  const focusStatus = () => statusRef.current?.focus();
  const buttonProps = { disabled: moderate.isPending, sx: { flex: '1 1 140px' } };

  const approve = () =>
    moderate.mutate(
      { id: ad.id, change: { status: 'approved' } },
      {
        onSuccess: () => {
          toast.success(t('manage.approved'));
          focusStatus();
        },
        onError: (error) => toast.error(failureMessage(error, t('manage.failed'))),
      },
    );
  const reject = async (reason: string | null) => {
    await moderate.mutateAsync({ id: ad.id, change: { status: 'rejected', rejection_reason: reason } });
    changed.current = true;
    toast.success(t('manage.rejected'));
  };

  return (
    <Stack spacing={1.5} data-testid="ad-moderation">
      <Stack
        ref={statusRef}
        tabIndex={-1}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', outline: 'none' }}
      >
        <Typography sx={{ color: 'text.secondary' }}>{t('manage.status')}</Typography>
        <AdStatusChip status={ad.status} />
      </Stack>
      {ad.status === 'rejected' && ad.rejection_reason && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="ad-moderation-reason">
          {t('manage.reason', { reason: ad.rejection_reason })}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {ad.status !== 'approved' && (
          <AdActionButton kind="approve" onClick={approve} data-testid="ad-approve" {...buttonProps}>
            {t('manage.approve')}
          </AdActionButton>
        )}
        {ad.status !== 'rejected' && (
          <AdActionButton
            kind="reject"
            startIcon={<DoNotDisturbIcon aria-hidden />}
            onClick={() => setRejecting([ad])}
            data-testid="ad-reject"
            {...buttonProps}
          >
            {t('manage.reject')}
          </AdActionButton>
        )}
      </Stack>
      <RejectDialog
        ads={rejecting}
        onClose={() => setRejecting(null)}
        onConfirm={reject}
        onExited={() => {
          if (changed.current) focusStatus();
          changed.current = false;
        }}
      />
    </Stack>
  );
}
