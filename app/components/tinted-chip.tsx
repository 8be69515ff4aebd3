import Chip from '@mui/material/Chip';
import { alpha, darken, type Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';

export type ChipTone = 'warning' | 'success' | 'error' | 'info' | 'grey';

type Props = { tone: ChipTone; icon: ReactElement; label: string; testId: string; status: string };

/**
 * A status as a word and an icon on a tinted chip, so it never rests on colour alone. Text colours
 * pass WCAG AA in both themes. The status chips of ads, ratings, payments and subscriptions use it.
 */
export function TintedChip({ tone, icon, label, testId, status }: Props) {
  return (
    <Chip
      icon={icon}
      label={label}
      size="small"
      data-testid={testId}
      data-status={status}
      sx={(theme: Theme) => {
        const main = tone === 'grey' ? theme.palette.text.secondary : theme.palette[tone].main;
        const text = theme.palette.mode === 'light' && tone !== 'grey' ? darken(main, 0.45) : main;
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
