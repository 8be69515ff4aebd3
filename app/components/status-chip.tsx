import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Chip from '@mui/material/Chip';
import { alpha, darken, type Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import type { ModerationStatus } from './status-tabs';

const LOOK: Record<ModerationStatus, { color: 'warning' | 'success' | 'error'; icon: ReactElement }> = {
  pending: { color: 'warning', icon: <HourglassEmptyIcon aria-hidden /> },
  approved: { color: 'success', icon: <CheckCircleOutlinedIcon aria-hidden /> },
  rejected: { color: 'error', icon: <CancelOutlinedIcon aria-hidden /> },
};

type Props = { status: ModerationStatus; label: string; testId: string };

/**
 * A moderation status (of an ad, a rating) as a word and an icon on a tinted chip, so it never rests
 * on colour alone. Text colours pass WCAG AA in both themes.
 */
export function StatusChip({ status, label, testId }: Props) {
  const { color, icon } = LOOK[status];
  return (
    <Chip
      icon={icon}
      label={label}
      size="small"
      data-testid={testId}
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
