import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { refreshSessionAfterAuth } from '../api/refresh-session';
import type { CallbackNote } from '../components/login-notices';
import { safeReturnPath } from './use-return-to';

/**
 * For /auth/callback: reads the session the server has just set (a confirmed email, or Google), then
 * replaces this page with `?to=` when it is a path on this site, else home. Still signed out (an
 * expired or used link arrives with `?error=`), it goes to /login with a note, keeping `to` as origin.
 */
export function useFinishSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const to = safeReturnPath(params.get('to'));
  const linkError = params.has('error');

  useEffect(() => {
    let cancelled = false;
    refreshSessionAfterAuth(queryClient).then(
      (user) => {
        if (cancelled) return;
        toast.success(t('auth.callbackSignedIn', { name: user.display_name || user.email }));
        navigate(to, { replace: true });
      },
      () => {
        if (cancelled) return;
        const url = new URL(to, window.location.origin);
        const state: CallbackNote & { from: object } = {
          callback: linkError ? 'link-invalid' : 'failed',
          from: { pathname: url.pathname, search: url.search, hash: url.hash },
        };
        navigate('/login', { replace: true, state });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [queryClient, navigate, to, linkError, t]);
}
