import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { PhoneResetForm } from '../../features/auth/components/phone-reset-form';
import {
  SIGN_UP_PANEL_ID,
  type SignUpMethod,
  SignUpMethodTabs,
  signUpTabId,
} from '../../features/auth/components/sign-up-method-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /forgot-password: a reset link by email, or a texted code for an account that signs in with its
 * phone number; the answer never says whether the account exists.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.forgotPassword'));
  const [method, setMethod] = useState<SignUpMethod>('email');
  return (
    <GuestOnly>
      <AuthCard
        testId="forgot-password-page"
        title={t('auth.forgotTitle')}
        subtitle={method === 'email' ? t('auth.forgotSubtitle') : t('auth.forgotSubtitlePhone')}
        switchPrompt={t('auth.rememberedPassword')}
        switchLabel={t('auth.toSignIn')}
        switchTo="/login"
      >
        <SignUpMethodTabs value={method} onChange={setMethod} label={t('auth.resetMethod')} />
        <div role="tabpanel" id={SIGN_UP_PANEL_ID} aria-labelledby={signUpTabId(method)}>
          {method === 'email' ? <ForgotPasswordForm /> : <PhoneResetForm />}
        </div>
      </AuthCard>
    </GuestOnly>
  );
}
