import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/api/get-session';
import { MySubscriptionsSection } from '../../features/billing/components/my-subscriptions-section';
import { PaymentReturnNotice } from '../../features/billing/components/payment-return-notice';
import { DisplayNameSection } from '../../features/profile/components/display-name-section';
import { EmailSection } from '../../features/profile/components/email-section';
import { LinkedAccountsSection } from '../../features/profile/components/linked-accounts-section';
import { PasswordSection } from '../../features/profile/components/password-section';
import { PhoneSection } from '../../features/profile/components/phone-section';
import { SessionsSection } from '../../features/profile/components/sessions-section';
import { TwoFactorSection } from '../../features/profile/components/two-factor-section';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /profile (signed-in only, RequireAuth): name, email, password, phone, two-factor, sign-in methods,
 * subscriptions, sessions; and what became of a subscription's payment (?payment=).
 */
export default function ProfilePage() {
  const { t } = useTranslation(['ui', 'account']);
  useDocumentTitle(t('pages.profile'));
  const { user } = useSession();
  if (!user) return null; // RequireAuth shows a spinner or redirects meanwhile.

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }} data-testid="profile-page">
      <PaymentReturnNotice />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {t('account:page.heading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('account:page.subtitle')}</Typography>
      <Stack spacing={{ xs: 2, md: 3 }} sx={{ mt: { xs: 2.5, md: 3 } }}>
        <DisplayNameSection user={user} />
        <EmailSection user={user} />
        <PasswordSection user={user} />
        <PhoneSection user={user} />
        <TwoFactorSection user={user} />
        <LinkedAccountsSection user={user} />
        <MySubscriptionsSection userId={user.id} />
        <SessionsSection />
      </Stack>
    </Box>
  );
}
