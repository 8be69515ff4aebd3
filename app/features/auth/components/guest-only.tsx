import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useSiteConfig } from '../../site-config/api/get-site-config';
import { useSession } from '../api/get-session';
import { useReturnTo } from '../hooks/use-return-to';

/**
 * For /login, /register and the password-reset pages: a signed-in person is sent on to where they came from (or home). This
 * is also how a successful sign-in or sign-up leaves the page: the session query fills, we redirect.
 * The spinner also waits for the site config, so the Google button cannot pop in and move the form.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const config = useSiteConfig();
  const returnTo = useReturnTo();
  if (isPending || config.isPending) return <PageSpinner />;
  if (user) return <Navigate to={returnTo} replace />;
  return children;
}
