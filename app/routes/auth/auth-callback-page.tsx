import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { useFinishSignIn } from '../../features/auth/hooks/use-finish-sign-in';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /auth/callback ("Return from sign-in"): where a confirmation link and Google send the person back.
 * A spinner while the session is read, then on to `?to=` (or /login when still signed out).
 */
export default function AuthCallbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.authCallback'));
  useFinishSignIn();
  return (
    <div data-testid="auth-callback">
      <Typography component="h1" variant="h6" sx={{ textAlign: 'center', mt: { xs: 4, md: 8 } }}>
        {t('pages.authCallback')}
      </Typography>
      <PageSpinner />
    </div>
  );
}
