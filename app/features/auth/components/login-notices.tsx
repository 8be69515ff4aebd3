import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { PasswordResetNote } from './reset-password-form';

/** State for /login from /auth/callback when the return did not end signed in. */
export type CallbackNote = { callback: 'failed' | 'link-invalid' };

type Note = Partial<PasswordResetNote> & Partial<CallbackNote>;

/**
 * What /login says before the form: the password was reset; Google came back with an error
 * (`?error=…`); the return from a mailed link or from Google did not sign the person in.
 */
export function LoginNotices() {
  const { t } = useTranslation();
  const note = (useLocation().state as Note | null) ?? {};
  const [params] = useSearchParams();
  const shown: { id: string; severity: 'success' | 'error' | 'warning'; text: string }[] = [];
  if (note.passwordReset === true)
    shown.push({ id: 'password-reset-note', severity: 'success', text: t('auth.resetDoneNote') });
  if (params.has('error'))
    shown.push({ id: 'google-failed', severity: 'error', text: t('auth.googleFailed') });
  if (note.callback === 'link-invalid')
    shown.push({ id: 'callback-failed', severity: 'warning', text: t('auth.confirmLinkInvalid') });
  else if (note.callback === 'failed')
    shown.push({ id: 'callback-failed', severity: 'warning', text: t('auth.callbackFailed') });

  return shown.map((n) => (
    <Alert key={n.id} severity={n.severity} sx={{ mb: 2.5 }} data-testid={n.id}>
      {n.text}
    </Alert>
  ));
}
