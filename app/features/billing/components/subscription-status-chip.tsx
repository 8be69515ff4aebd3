import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionDisplayStatus } from '../../../../shared/subscription-status';
import { type ChipTone, TintedChip } from '../../../components/tinted-chip';

const LOOK: Record<SubscriptionDisplayStatus, { tone: ChipTone; icon: ReactElement }> = {
  active: { tone: 'success', icon: <CheckCircleOutlinedIcon aria-hidden /> },
  expiring: { tone: 'warning', icon: <HourglassBottomIcon aria-hidden /> },
  cancelled: { tone: 'error', icon: <CancelOutlinedIcon aria-hidden /> },
};

/** Active / Expiring / Cancelled. */
export function SubscriptionStatusChip({ status }: { status: SubscriptionDisplayStatus }) {
  const { t } = useTranslation('billing');
  return (
    <TintedChip
      {...LOOK[status]}
      label={t(`subscriptions.status.${status}`)}
      testId="subscription-status"
      status={status}
    />
  );
}
