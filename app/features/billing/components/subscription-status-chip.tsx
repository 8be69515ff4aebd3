import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import Chip from '@mui/material/Chip';
import { alpha, darken, type Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionDisplayStatus } from '../../../../shared/subscription-status';

const LOOK: Record<
  SubscriptionDisplayStatus,
  { color: 'success' | 'warning' | 'error'; icon: ReactElement }
> = {
  active: { color: 'success', icon: <CheckCircleOutlinedIcon aria-hidden /> },
  expiring: { color: 'warning', icon: <HourglassBottomIcon aria-hidden /> },
  cancelled: { color: 'error', icon: <CancelOutlinedIcon aria-hidden /> },
};

/** Active / Expiring / Cancelled as a word and an icon on a tinted chip (never colour alone; AA text). */
export function SubscriptionStatusChip({ status }: { status: SubscriptionDisplayStatus }) {
  const { t } = useTranslation('billing');
  const { color, icon } = LOOK[status];
  return (
    <Chip
      icon={icon}
      label={t(`subscriptions.status.${status}`)}
      size="small"
      data-testid="subscription-status"
      data-status={status}
      sx={(theme: Theme) => {
        const main = theme.palette[color].main;
        const text = theme.palette.mode === 'light' ? darken(main, 0.45) : main;
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
