import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SendPhoneOtpInput } from '../../../../shared/schemas/auth';
import { PhoneNumberField } from '../../../components/phone-number-field';
import { reportFailure } from '../../../lib/report-failure';
import { useSendPhoneOtp } from '../api/send-phone-otp';
import { ProfileFormActions } from './profile-form-actions';

type Props = { onSent: (phoneNumber: string) => void; onCancel: () => void };

/** The number to add; a one-time code is sent to it. */
export function PhoneNumberForm({ onSent, onCancel }: Props) {
  const { t } = useTranslation('account');
  const sendOtp = useSendPhoneOtp();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(SendPhoneOtpInput),
    mode: 'onTouched',
    defaultValues: { phoneNumber: '' },
  });
  useEffect(() => setFocus('phoneNumber'), [setFocus]);

  // `phoneNumber` arrives normalised by the schema (+ and digits only).
  const onSubmit = handleSubmit(async ({ phoneNumber }) => {
    setFormError(null);
    try {
      await sendOtp.mutateAsync(phoneNumber);
      onSent(phoneNumber);
    } catch (error) {
      setFormError(
        reportFailure(error, {
          fallback: t('phone.failed'),
          fields: ['phoneNumber'],
          codes: { PHONE_NUMBER_TAKEN: 'phoneNumber' },
          setError,
        }),
      );
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="phone-number-form">
      <PhoneNumberField
        control={control}
        name="phoneNumber"
        label={t('phone.label')}
        helperText={t('phone.hint')}
      />
      <ProfileFormActions
        error={formError}
        pending={formState.isSubmitting}
        label={t('phone.sendCode')}
        pendingLabel={t('common.sending')}
        secondary={{ label: t('common.cancel'), onClick: onCancel }}
      />
    </Stack>
  );
}
