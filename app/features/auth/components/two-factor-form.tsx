import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { BackupCodeInput, TotpCodeInput } from '../../../../shared/schemas/auth';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { describeAuthFailure } from '../utils/auth-failure';

export type TwoFactorMode = 'totp' | 'backup';

const TotpForm = TotpCodeInput.extend({ trustDevice: z.boolean() });
const BackupForm = BackupCodeInput.pick({ code: true }).extend({ trustDevice: z.boolean() });

type Props = {
  mode: TwoFactorMode;
  onModeChange: (mode: TwoFactorMode) => void;
  /** The challenge from the password step has expired (or was never there): start again. */
  onExpired: () => void;
  /** Back to the password step. */
  onCancel: () => void;
};

/**
 * The second step of a sign-in with two-factor on: a 6-digit code from the authenticator app (and
 * whether to trust this device), or a backup code. On success the page's `GuestOnly` sends the person on.
 */
export function TwoFactorForm({ mode, onModeChange, onExpired, onCancel }: Props) {
  const { t } = useTranslation(['ui', 'validation']);
  const verify = useVerifyTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: mode === 'totp' ? zodResolver(TotpForm) : zodResolver(BackupForm),
    // Checked on submit: leaving the empty field for "Use a backup code" must not flash an error.
    mode: 'onSubmit',
    defaultValues: { code: '', trustDevice: false },
  });
  const pending = formState.isSubmitting || verify.isPending;
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code, trustDevice }) => {
    setFormError(null);
    try {
      const user = await verify.mutateAsync(
        mode === 'totp' ? { method: 'totp', code, trustDevice } : { method: 'backup', code },
      );
      toast.success(t('auth.signedIn', { name: user.display_name || user.email }));
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_CODE') {
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.status === 401) return onExpired();
      setFormError(describeAuthFailure(error, t('auth.twoFactorFailed'), ['code']).form);
    }
  });

  const totp = mode === 'totp';
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="two-factor-form">
      <FormTextField
        control={control}
        name="code"
        label={totp ? t('auth.totpCode') : t('auth.backupCode')}
        autoComplete="one-time-code"
        required
        slotProps={{
          htmlInput: totp
            ? { inputMode: 'numeric', maxLength: 6, spellCheck: false }
            : { spellCheck: false, autoCapitalize: 'none', maxLength: 40 },
        }}
      />
      {totp && (
        <Controller
          control={control}
          name="trustDevice"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={t('auth.trustDevice')}
            />
          )}
        />
      )}
      <FormActions
        error={formError}
        pending={pending}
        label={t('auth.verifySubmit')}
        pendingLabel={t('auth.verifying')}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'space-between', gap: 1.5 }}>
        <Link
          component="button"
          type="button"
          onClick={() => onModeChange(totp ? 'backup' : 'totp')}
          data-testid="two-factor-switch"
          sx={{ fontWeight: 600 }}
        >
          {totp ? t('auth.useBackupCode') : t('auth.useAuthenticator')}
        </Link>
        <Link component="button" type="button" onClick={onCancel} sx={{ fontWeight: 600 }}>
          {t('auth.backToSignIn')}
        </Link>
      </Stack>
    </Stack>
  );
}
