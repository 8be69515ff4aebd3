import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

/**
 * After signing up: where the confirmation link went. The same for a new address and one that
 * already has an account, so the page never tells which.
 */
export function CheckEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  // Keeps `state.from`: signing in from here still returns to the page of origin.
  const { state } = useLocation();
  return (
    <Stack spacing={2.5} data-testid="check-email" role="status">
      <div>
        <Typography>{t('auth.checkEmailSentTo')}</Typography>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="check-email-address">
          {email}
        </Typography>
      </div>
      <Typography>{t('auth.checkEmailNext')}</Typography>
      <Alert severity="info">{t('auth.checkEmailSpam')}</Alert>
      <Button component={RouterLink} to="/login" state={state} variant="contained" size="large" fullWidth>
        {t('auth.backToSignIn')}
      </Button>
    </Stack>
  );
}
