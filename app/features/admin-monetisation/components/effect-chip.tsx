import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Chip from '@mui/material/Chip';
import { alpha, darken, type Theme } from '@mui/material/styles';

export type Effect = 'on' | 'off' | 'offByMaster' | 'offNoPayments';

/** Whether a switch is in effect, as a word and an icon (never colour alone), AA in both themes. */
export function EffectChip({ effect, label, testId }: { effect: Effect; label: string; testId: string }) {
  const on = effect === 'on';
  return (
    <Chip
      icon={on ? <CheckCircleOutlinedIcon aria-hidden /> : <RemoveCircleOutlineIcon aria-hidden />}
      label={label}
      size="small"
      data-testid={testId}
      data-effect={effect}
      sx={(theme: Theme) => {
        const main = on ? theme.palette.success.main : theme.palette.text.secondary;
        const text = on && theme.palette.mode === 'light' ? darken(main, 0.4) : main;
        return {
          alignSelf: 'flex-start',
          fontWeight: 700,
          color: text,
          bgcolor: alpha(main, theme.palette.mode === 'light' ? 0.1 : 0.16),
          border: `1px solid ${alpha(main, 0.5)}`,
          '& .MuiChip-icon': { color: text },
          height: 'auto',
          minHeight: 24,
          '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
        };
      }}
    />
  );
}
