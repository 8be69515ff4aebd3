import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /register: a new account, signed in at once; then back where the person came from. */
export default function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.register'));
  return (
    <GuestOnly>
      <AuthCard
        testId="register-page"
        title={t('auth.signUpTitle')}
        subtitle={t('auth.signUpSubtitle')}
        switchPrompt={t('auth.haveAccount')}
        switchLabel={t('auth.toSignIn')}
        switchTo="/login"
      >
        <RegisterForm />
      </AuthCard>
    </GuestOnly>
  );
}
