import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/auth-card';
import { CheckEmail } from '../../features/auth/components/check-email';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { PhoneCodeForm } from '../../features/auth/components/phone-code-form';
import { PhoneRegisterForm, type PhoneSignUpDraft } from '../../features/auth/components/phone-register-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import {
  SIGN_UP_PANEL_ID,
  type SignUpMethod,
  SignUpMethodTabs,
  signUpTabId,
} from '../../features/auth/components/sign-up-method-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

type CodeStep = { draft: PhoneSignUpDraft; signUpId: string };

/**
 * /register: a new account by email or by phone number (with a password), or Google. By email, "check
 * your email": the mailed link confirms the address and signs in. By phone, the texted code does,
 * and the account is created only then. Either way the person returns to where they came from.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.register'));
  const [method, setMethod] = useState<SignUpMethod>('email');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Kept when going back from the code step, so a mistyped number is corrected, not retyped.
  const [draft, setDraft] = useState<PhoneSignUpDraft | null>(null);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);

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
      ) : codeStep ? (
        <AuthCard
          testId="register-page"
          icon={<SmsOutlinedIcon />}
          title={t('auth.codeTitle')}
          subtitle={t('auth.codeSubtitle')}
        >
          <PhoneCodeForm
            draft={codeStep.draft}
            signUpId={codeStep.signUpId}
            onResent={(signUpId) => setCodeStep({ ...codeStep, signUpId })}
            onBack={() => {
              setDraft(codeStep.draft);
              setCodeStep(null);
            }}
          />
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
          <SignUpMethodTabs value={method} onChange={setMethod} />
          <div role="tabpanel" id={SIGN_UP_PANEL_ID} aria-labelledby={signUpTabId(method)}>
            {method === 'email' ? (
              <RegisterForm onRegistered={setSentTo} />
            ) : (
              <PhoneRegisterForm
                draft={draft}
                onCodeSent={(sent, signUpId) => setCodeStep({ draft: sent, signUpId })}
              />
            )}
          </div>
        </AuthCard>
      )}
    </GuestOnly>
  );
}
