import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ReplayIcon from '@mui/icons-material/Replay';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import Chip from '@mui/material/Chip';
import { alpha, darken, type Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentStatusValue } from '../../../../shared/schemas/admin-payments';

type Tone = 'warning' | 'success' | 'error' | 'info' | 'grey';
const LOOK: Record<PaymentStatusValue, { tone: Tone; icon: ReactElement }> = {
  pending: { tone: 'warning', icon: <HourglassEmptyIcon aria-hidden /> },
  paid: { tone: 'success', icon: <CheckCircleOutlinedIcon aria-hidden /> },
  failed: { tone: 'error', icon: <CancelOutlinedIcon aria-hidden /> },
  expired: { tone: 'grey', icon: <TimerOffOutlinedIcon aria-hidden /> },
  refunded: { tone: 'info', icon: <ReplayIcon aria-hidden /> },
};

/** A payment's status as a word and an icon on a tinted chip (never colour alone; AA in both themes). */
export function PaymentStatusChip({ status }: { status: PaymentStatusValue }) {
  const { t } = useTranslation('adminPayments');
  const { tone, icon } = LOOK[status];
  return (
    <Chip
      icon={icon}
      label={t(`statuses.${status}`)}
      size="small"
      data-testid="payment-status"
      data-status={status}
      sx={(theme: Theme) => {
        const main = tone === 'grey' ? theme.palette.text.secondary : theme.palette[tone].main;
        const text = theme.palette.mode === 'light' && tone !== 'grey' ? darken(main, 0.4) : main;
        return {
          fontWeight: 700,
          color: text,
          bgcolor: alpha(main, theme.palette.mode === 'light' ? 0.12 : 0.16),
          border: `1px solid ${alpha(main, 0.5)}`,
          '& .MuiChip-icon': { color: text },
        };
      }}
    />
  );
}
