import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PlatformSettingKey } from '../../../../shared/platform-features';
import { type Effect, EffectChip } from './effect-chip';

type Props = {
  settingKey: PlatformSettingKey;
  label: string;
  explain: string;
  checked: boolean;
  saving: boolean;
  effect: Effect;
  effectLabel: string;
  onChange: (enabled: boolean) => void;
};

/** One switch: its name, SPEC's key, what it does, whether it is in effect, and the switch itself. */
export function SettingRow(props: Props) {
  const { settingKey, label, explain, checked, saving, effect, effectLabel, onChange } = props;
  const explainId = useId();
  return (
    <Box
      component="li"
      data-testid={`setting-row-${settingKey}`}
      sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, py: 2 }}
    >
      <Stack spacing={0.75} sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography
          variant="caption"
          sx={{ fontFamily: 'monospace', color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {settingKey}
        </Typography>
        <Typography id={explainId} variant="body2" sx={{ color: 'text.secondary', maxWidth: 640 }}>
          {explain}
        </Typography>
        <EffectChip effect={effect} label={effectLabel} testId={`setting-effect-${settingKey}`} />
      </Stack>
      <Switch
        checked={checked}
        disabled={saving}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={`setting-switch-${settingKey}`}
        slotProps={{
          input: { role: 'switch', 'aria-label': label, 'aria-describedby': explainId },
        }}
        sx={{ flexShrink: 0, mt: -0.5 }}
      />
    </Box>
  );
}
