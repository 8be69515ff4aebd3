import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ReplayIcon from '@mui/icons-material/Replay';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentStatusValue } from '../../../../shared/schemas/admin-payments';
import { type ChipTone, TintedChip } from '../../../components/tinted-chip';

const LOOK: Record<PaymentStatusValue, { tone: ChipTone; icon: ReactElement }> = {
  pending: { tone: 'warning', icon: <HourglassEmptyIcon aria-hidden /> },
  paid: { tone: 'success', icon: <CheckCircleOutlinedIcon aria-hidden /> },
  failed: { tone: 'error', icon: <CancelOutlinedIcon aria-hidden /> },
  expired: { tone: 'grey', icon: <TimerOffOutlinedIcon aria-hidden /> },
  refunded: { tone: 'info', icon: <ReplayIcon aria-hidden /> },
};

export function PaymentStatusChip({ status }: { status: PaymentStatusValue }) {
  const { t } = useTranslation('adminPayments');
  return (
    <TintedChip {...LOOK[status]} label={t(`statuses.${status}`)} testId="payment-status" status={status} />
  );
}
