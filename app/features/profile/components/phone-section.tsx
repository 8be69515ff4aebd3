import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Me } from '../../../../shared/schemas/me';
import { useVerifyPhone } from '../api/verify-phone';
import { CodeForm } from './code-form';
import { PhoneNumberForm } from './phone-number-form';
import { ProfileSection } from './profile-section';

type Step = { kind: 'idle' } | { kind: 'number' } | { kind: 'code'; phoneNumber: string };

/** The verified phone number (for signing in with phone and password): number, then the texted code. */
export function PhoneSection({ user }: { user: Me }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const verify = useVerifyPhone();

  return (
    <ProfileSection title={t('phone.title')} description={t('phone.description')} testId="phone-section">
      <Typography data-testid="current-phone">
        {user.phone_number ? t('phone.current', { phone: user.phone_number }) : t('phone.none')}
      </Typography>
      {step.kind === 'idle' && (
        <Button
          variant="outlined"
          onClick={() => setStep({ kind: 'number' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {user.phone_number ? t('phone.change') : t('phone.add')}
        </Button>
      )}
      {step.kind === 'number' && (
        <PhoneNumberForm
          onSent={(phoneNumber) => setStep({ kind: 'code', phoneNumber })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'code' && (
        <CodeForm
          testId="phone-code-form"
          intro={<Typography>{t('phone.codeSent', { phone: step.phoneNumber })}</Typography>}
          label={t('phone.code')}
          hint={t('phone.codeHint')}
          submitLabel={t('phone.confirm')}
          fallback={t('phone.failed')}
          secondary={{ label: t('phone.otherNumber'), onClick: () => setStep({ kind: 'number' }) }}
          onSubmit={async (code) => {
            await verify.mutateAsync({ phoneNumber: step.phoneNumber, code });
            toast.success(t('phone.saved'));
            setStep({ kind: 'idle' });
          }}
        />
      )}
    </ProfileSection>
  );
}
