import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useSession } from '../api/get-session';

/** Admin-only routes: as `RequireAuth`, and a signed-in person who may not administer the site goes home. */
export function RequireAdmin() {
  const { user, abilities, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!abilities.administer) return <Navigate to="/" replace />;
  return <Outlet />;
}
