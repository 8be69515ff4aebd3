import { useLocation } from 'react-router';
import { AUTH_PATHS } from '../../auth/hooks/use-return-to';

/**
 * Link props that send a visitor to /login and remember where they came from (state.from). On
 * /login or /register themselves the remembered origin is passed on unchanged.
 */
export function useLoginTarget() {
  const location = useLocation();
  const onAuthPage = (AUTH_PATHS as readonly string[]).includes(location.pathname);
  return { to: '/login', state: onAuthPage ? location.state : { from: location } };
}
