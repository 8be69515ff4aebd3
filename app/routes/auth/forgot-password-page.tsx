import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /forgot-password: asks for a reset link by email; the answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.forgotPassword'));
  return (
    <GuestOnly>
      <AuthCard
        testId="forgot-password-page"
        title={t('auth.forgotTitle')}
        subtitle={t('auth.forgotSubtitle')}
        switchPrompt={t('auth.rememberedPassword')}
        switchLabel={t('auth.toSignIn')}
        switchTo="/login"
      >
        <ForgotPasswordForm />
      </AuthCard>
    </GuestOnly>
  );
}
