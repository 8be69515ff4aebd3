import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { LoginForm } from '../../features/auth/components/login-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /login: email and password; signed-in people (and those who just signed in) go back where they came from. */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.login'));
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
        <LoginForm />
      </AuthCard>
    </GuestOnly>
  );
}
