import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Chip from '@mui/material/Chip';
import { alpha, darken, type Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';

export type AdStatus = Ad['status'];

const LOOK: Record<AdStatus, { color: 'warning' | 'success' | 'error'; icon: ReactElement }> = {
  pending: { color: 'warning', icon: <HourglassEmptyIcon aria-hidden /> },
  approved: { color: 'success', icon: <CheckCircleOutlinedIcon aria-hidden /> },
  rejected: { color: 'error', icon: <CancelOutlinedIcon aria-hidden /> },
};

/**
 * The moderation status as the interface names it (pending shows as "waiting"): a word and an icon
 * on a tinted chip, so it never rests on colour alone. Text colours pass WCAG AA in both themes.
 */
export function AdStatusChip({ status }: { status: AdStatus }) {
  const { t } = useTranslation('myAds');
  const { color, icon } = LOOK[status];
  return (
    <Chip
      icon={icon}
      label={t(`status.${status}`)}
      size="small"
      data-testid="ad-status"
      data-status={status}
      sx={(theme: Theme) => {
        const main = theme.palette[color].main;
        const text = theme.palette.mode === 'light' ? darken(main, 0.4) : main;
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
