import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useSession } from '../api/get-session';

/**
 * Signed-in-only routes (SPEC "Route guards"): a spinner while the session loads; visitors go to
 * /login carrying this location as `state.from`, and come back here after signing in.
 */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
