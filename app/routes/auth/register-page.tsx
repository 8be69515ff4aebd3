import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/auth-card';
import { CheckEmail } from '../../features/auth/components/check-email';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /register: a new account, or Google. After the form, "check your email": the mailed link confirms
 * the address, signs in, and returns to where the person came from.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.register'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <GuestOnly>
      {sentTo ? (
        <AuthCard
          testId="register-page"
          icon={<MarkEmailReadOutlinedIcon />}
          title={t('auth.checkEmailTitle')}
          subtitle={t('auth.checkEmailSubtitle')}
        >
          <CheckEmail email={sentTo} />
        </AuthCard>
      ) : (
        <AuthCard
          testId="register-page"
          title={t('auth.signUpTitle')}
          subtitle={t('auth.signUpSubtitle')}
          switchPrompt={t('auth.haveAccount')}
          switchLabel={t('auth.toSignIn')}
          switchTo="/login"
        >
          <GoogleSignIn />
          <RegisterForm onRegistered={setSentTo} />
        </AuthCard>
      )}
    </GuestOnly>
  );
}
