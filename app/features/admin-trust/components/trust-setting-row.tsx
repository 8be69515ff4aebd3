import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedTrustValue, TRUST_SETTINGS, type TrustSettingKey } from '../../../../shared/trust-settings';
import { SettingText } from '../../../components/setting-text';

type Props = {
  settingKey: TrustSettingKey;
  value: number;
  saving: boolean;
  onSave: (value: number) => void;
};

/** One number: its name, key, what it does, its range, and a field saved on its own. */
export function TrustSettingRow({ settingKey, value, saving, onSave }: Props) {
  const { t } = useTranslation('adminTrust');
  const { t: tv } = useTranslation('validation');
  const [draft, setDraft] = useState<string | null>(null);
  const explainId = useId();
  const shown = draft ?? String(value);
  const typed = Number(shown);
  const valid = shown.trim() !== '' && allowedTrustValue(settingKey, typed);
  const label = t(`settings.${settingKey}.label`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || typed === value) return;
    onSave(typed);
    setDraft(null);
  };
  return (
    <Box
      component="li"
      data-testid={`trust-row-${settingKey}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, py: 2 }}
    >
      <SettingText
        label={label}
        settingKey={settingKey}
        explain={t(`settings.${settingKey}.explain`)}
        explainId={explainId}
        sx={{ flex: '1 1 320px' }}
      />
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: { xs: '100%', sm: 'auto' } }}
      >
        <TextField
          size="small"
          type="number"
          value={shown}
          onChange={(event) => setDraft(event.target.value)}
          error={!valid}
          helperText={valid ? t('range', TRUST_SETTINGS[settingKey]) : tv('trustValueOutOfRange')}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              min: TRUST_SETTINGS[settingKey].min,
              max: TRUST_SETTINGS[settingKey].max,
              step: 1,
              'aria-label': label,
              'aria-describedby': explainId,
              'data-testid': `trust-input-${settingKey}`,
            },
          }}
          sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 220 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={saving || !valid || typed === value}
          data-testid={`trust-save-${settingKey}`}
          sx={{ mt: 0.25 }}
        >
          {t('save')}
        </Button>
      </Box>
    </Box>
  );
}
