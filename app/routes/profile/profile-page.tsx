import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { MySubscriptionsSection } from '../../features/billing/components/my-subscriptions-section';
import { PaymentReturnNotice } from '../../features/billing/components/payment-return-notice';
import { BlockedPeopleSection } from '../../features/profile/components/blocked-people-section';
import { DisplayNameSection } from '../../features/profile/components/display-name-section';
import { EmailSection } from '../../features/profile/components/email-section';
import { LinkedAccountsSection } from '../../features/profile/components/linked-accounts-section';
import { PasswordSection } from '../../features/profile/components/password-section';
import { PhoneSection } from '../../features/profile/components/phone-section';
import { ProfileSection } from '../../features/profile/components/profile-section';
import { SessionsSection } from '../../features/profile/components/sessions-section';
import { TwoFactorSection } from '../../features/profile/components/two-factor-section';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /profile (signed-in only, RequireAuth): name, email, password, phone, two-factor, sign-in methods,
 * subscriptions, saved searches (a link to their page), blocked people, sessions; and what became of a subscription's payment (?payment=).
 */
export default function ProfilePage() {
  const { t } = useTranslation(['ui', 'account', 'savedSearches']);
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
        <ProfileSection
          title={t('savedSearches:page.heading')}
          description={t('savedSearches:profile.description')}
          testId="saved-searches-section"
        >
          <Box>
            <Button component={Link} to="/saved-searches" variant="outlined">
              {t('savedSearches:profile.open')}
            </Button>
          </Box>
        </ProfileSection>
        <BlockedPeopleSection />
        <SessionsSection />
      </Stack>
    </Box>
  );
}
