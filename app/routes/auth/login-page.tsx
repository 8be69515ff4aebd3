import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { LoginForm } from '../../features/auth/components/login-form';
import { LoginNotices } from '../../features/auth/components/login-notices';
import { TwoFactorForm, type TwoFactorMode } from '../../features/auth/components/two-factor-form';
import { useDocumentTitle } from '../../lib/use-document-title';

type Step = 'password' | TwoFactorMode;

/**
 * /login: email or phone and password, then a code when two-factor is on; or Google. Signed-in
 * people (and those who just signed in) go back where they came from.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.login'));
  const [step, setStep] = useState<Step>('password');
  const [expired, setExpired] = useState(false);
  const toPassword = (challengeExpired: boolean) => {
    setExpired(challengeExpired);
    setStep('password');
  };

  return (
    <GuestOnly>
      {step === 'password' ? (
        <AuthCard
          testId="login-page"
          title={t('auth.signInTitle')}
          subtitle={t('auth.signInSubtitle')}
          switchPrompt={t('auth.noAccount')}
          switchLabel={t('auth.toSignUp')}
          switchTo="/register"
        >
          <LoginNotices />
          {expired && (
            <Alert severity="warning" sx={{ mb: 2.5 }} data-testid="two-factor-expired">
              {t('auth.twoFactorExpired')}
            </Alert>
          )}
          <GoogleSignIn />
          <LoginForm onTwoFactor={() => setStep('totp')} />
        </AuthCard>
      ) : (
        <AuthCard
          testId="two-factor-page"
          title={t('auth.twoFactorTitle')}
          subtitle={step === 'totp' ? t('auth.twoFactorSubtitle') : t('auth.backupCodeSubtitle')}
        >
          <TwoFactorForm
            key={step}
            mode={step}
            onModeChange={setStep}
            onExpired={() => toPassword(true)}
            onCancel={() => toPassword(false)}
          />
        </AuthCard>
      )}
    </GuestOnly>
  );
}
