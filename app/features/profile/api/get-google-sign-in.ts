import { useQuery } from '@tanstack/react-query';
import { siteConfigQueryOptions } from '../../site-config/api/get-site-config';

/** Whether Google sign-in is configured on this site (false while loading). */
export function useGoogleSignInEnabled(): boolean {
  const { data } = useQuery({
    ...siteConfigQueryOptions(),
    select: (config) => config.google_sign_in === true,
  });
  return data === true;
}
