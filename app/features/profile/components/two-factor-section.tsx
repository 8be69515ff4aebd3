import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Me } from '../../../../shared/schemas/me';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { type TwoFactorSetup as Setup, useEnableTwoFactor } from '../api/enable-two-factor';
import { useGenerateBackupCodes } from '../api/generate-backup-codes';
import { BackupCodes } from './backup-codes';
import { NeedsPasswordNote } from './needs-password-note';
import { PasswordConfirmForm } from './password-confirm-form';
import { ProfileSection } from './profile-section';
import { TwoFactorSetup } from './two-factor-setup';

type Action = 'enable' | 'disable' | 'codes';
type Mode =
  | { kind: 'idle' }
  | { kind: 'confirm'; action: Action }
  | { kind: 'setup'; setup: Setup }
  | { kind: 'codes'; codes: string[] };

/** Two-factor sign-in with an authenticator app: set up, turn off, new backup codes. */
export function TwoFactorSection({ user }: { user: Me }) {
  const { t } = useTranslation('account');
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const generate = useGenerateBackupCodes();
  const on = user.two_factor_enabled;
  const idle = () => setMode({ kind: 'idle' });

  const prompts: Record<Action, { prompt: string; label: string }> = {
    enable: { prompt: t('twoFactor.confirmTurnOn'), label: t('common.continue') },
    disable: { prompt: t('twoFactor.confirmTurnOff'), label: t('twoFactor.turnOff') },
    codes: { prompt: t('twoFactor.confirmNewCodes'), label: t('twoFactor.newBackupCodes') },
  };
  const run = async (action: Action, password: string) => {
    if (action === 'enable') {
      setMode({ kind: 'setup', setup: await enable.mutateAsync(password) });
    } else if (action === 'disable') {
      await disable.mutateAsync(password);
      toast.success(t('twoFactor.disabled'));
      idle();
    } else {
      const { backupCodes } = await generate.mutateAsync(password);
      toast.success(t('twoFactor.newCodesReady'));
      setMode({ kind: 'codes', codes: backupCodes });
    }
  };

  return (
    <ProfileSection
      title={t('twoFactor.title')}
      description={t('twoFactor.description')}
      testId="two-factor-section"
      status={
        <Chip
          size="small"
          color={on ? 'success' : 'default'}
          variant={on ? 'filled' : 'outlined'}
          label={on ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
          data-testid="two-factor-status"
        />
      }
    >
      {!user.sign_in_methods.includes('credential') && !on ? (
        <NeedsPasswordNote short />
      ) : mode.kind === 'idle' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {on ? (
            <>
              <Button variant="outlined" onClick={() => setMode({ kind: 'confirm', action: 'codes' })}>
                {t('twoFactor.newBackupCodes')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={() => setMode({ kind: 'confirm', action: 'disable' })}
              >
                {t('twoFactor.turnOff')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => setMode({ kind: 'confirm', action: 'enable' })}>
              {t('twoFactor.turnOn')}
            </Button>
          )}
        </Stack>
      ) : mode.kind === 'confirm' ? (
        <PasswordConfirmForm
          key={mode.action}
          testId={`two-factor-${mode.action}-form`}
          prompt={prompts[mode.action].prompt}
          submitLabel={prompts[mode.action].label}
          fallback={t('twoFactor.failed')}
          onSubmit={(password) => run(mode.action, password)}
          onCancel={idle}
        />
      ) : mode.kind === 'setup' ? (
        <TwoFactorSetup setup={mode.setup} onDone={idle} onCancel={idle} />
      ) : (
        <Stack spacing={2} data-testid="new-backup-codes">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('twoFactor.newCodesTitle')}
          </Typography>
          <Typography>{t('twoFactor.backupHelp')}</Typography>
          <BackupCodes codes={mode.codes} />
          <Button variant="contained" onClick={idle} sx={{ alignSelf: 'flex-start' }}>
            {t('twoFactor.done')}
          </Button>
        </Stack>
      )}
    </ProfileSection>
  );
}
