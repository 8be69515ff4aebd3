import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GuestOnly } from '../../features/auth/components/guest-only';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /reset-password: where the mailed link lands (`?token=…`, or `?error=INVALID_TOKEN` when the link
 * has expired or was used). A missing or refused token offers a new link instead of the form.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['ui', 'validation']);
  useDocumentTitle(t('pages.resetPassword'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [refused, setRefused] = useState(false);
  const invalid = refused || !token || params.has('error');

  return (
    <GuestOnly>
      <AuthCard
        testId="reset-password-page"
        title={t('auth.resetTitle')}
        subtitle={t('auth.resetSubtitle')}
        switchPrompt={t('auth.rememberedPassword')}
        switchLabel={t('auth.toSignIn')}
        switchTo="/login"
      >
        {invalid ? (
          <Stack spacing={2.5} data-testid="reset-link-invalid">
            <Alert severity="warning">{t('validation:resetLinkInvalid')}</Alert>
            <Button component={RouterLink} to="/forgot-password" variant="contained" size="large" fullWidth>
              {t('auth.requestNewLink')}
            </Button>
          </Stack>
        ) : (
          <ResetPasswordForm token={token} onInvalidToken={() => setRefused(true)} />
        )}
      </AuthCard>
    </GuestOnly>
  );
}
