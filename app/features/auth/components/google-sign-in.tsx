import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../site-config/api/get-site-config';
import { useSignInWithGoogle } from '../api/sign-in-social';
import { useCallbackUrl } from '../hooks/use-return-to';

/**
 * "Continue with Google" above the password form, and an "or" line under it; nothing at all when
 * the site has no Google sign-in. Google sends the person back through /auth/callback.
 */
export function GoogleSignIn() {
  const { t } = useTranslation();
  const { data: config } = useSiteConfig();
  const callbackUrl = useCallbackUrl();
  const google = useSignInWithGoogle();
  // The browser is leaving for Google: keep the button busy until it has.
  const [leaving, setLeaving] = useState(false);
  if (!config?.google_sign_in) return null;

  const start = () =>
    google.mutate(callbackUrl, {
      onSuccess: () => setLeaving(true),
    });
  const busy = google.isPending || leaving;

  return (
    <Stack spacing={2} sx={{ mb: 3 }} data-testid="google-sign-in">
      {google.isError && <Alert severity="error">{t('auth.googleStartFailed')}</Alert>}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        onClick={start}
        disabled={busy}
      >
        {busy ? t('auth.googleOpening') : t('auth.continueWithGoogle')}
      </Button>
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t('auth.or')}</Divider>
    </Stack>
  );
}
