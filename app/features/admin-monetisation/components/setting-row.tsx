import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import type { PlatformSettingKey } from '../../../../shared/platform-features';
import { SettingText } from '../../../components/setting-text';
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
      <SettingText label={label} settingKey={settingKey} explain={explain} explainId={explainId}>
        <EffectChip effect={effect} label={effectLabel} testId={`setting-effect-${settingKey}`} />
      </SettingText>
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
