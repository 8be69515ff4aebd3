import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { LoginForm } from '../../features/auth/components/login-form';
import type { PasswordResetNote } from '../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /login: email and password; signed-in people (and those who just signed in) go back where they came from. */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.login'));
  // Set by /reset-password after a new password was saved.
  const passwordReset = (useLocation().state as Partial<PasswordResetNote> | null)?.passwordReset === true;
  return (
    <GuestOnly>
      <AuthCard
        testId="login-page"
        title={t('auth.signInTitle')}
        subtitle={t('auth.signInSubtitle')}
        switchPrompt={t('auth.noAccount')}
        switchLabel={t('auth.toSignUp')}
        switchTo="/register"
      >
        {passwordReset && (
          <Alert severity="success" sx={{ mb: 2.5 }} data-testid="password-reset-note">
            {t('auth.resetDoneNote')}
          </Alert>
        )}
        <LoginForm />
      </AuthCard>
    </GuestOnly>
  );
}
