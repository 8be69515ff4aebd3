import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TotpCodeInput } from '../../../../shared/schemas/auth';
import { FormTextField } from '../../../components/form-text-field';
import { reportFailure } from '../../../lib/report-failure';
import { ProfileFormActions } from './profile-form-actions';

const CodeSchema = TotpCodeInput.pick({ code: true });

type Props = {
  /** Above the field: where the code comes from. */
  intro?: ReactNode;
  label: string;
  hint?: string;
  submitLabel: string;
  /** Throws the server's error: a wrong code shows under the field, anything else above the button. */
  onSubmit: (code: string) => Promise<void>;
  secondary?: { label: string; onClick: () => void };
  fallback: string;
  testId: string;
};

/** A 6-digit one-time code (from a text message or an authenticator app). */
export function CodeForm({ intro, label, hint, submitLabel, onSubmit, secondary, fallback, testId }: Props) {
  const { t } = useTranslation('account');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(CodeSchema),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  useEffect(() => setFocus('code'), [setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onSubmit(code);
    } catch (error) {
      setFormError(
        reportFailure(error, { fallback, fields: ['code'], codes: { INVALID_CODE: 'code' }, setError }),
      );
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} data-testid={testId}>
      {intro}
      <FormTextField
        control={control}
        name="code"
        label={label}
        helperText={hint}
        autoComplete="one-time-code"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, spellCheck: false } }}
        sx={{ maxWidth: { sm: 280 } }}
      />
      <ProfileFormActions
        error={formError}
        pending={formState.isSubmitting}
        label={submitLabel}
        pendingLabel={t('common.checking')}
        secondary={secondary}
      />
    </Stack>
  );
}
