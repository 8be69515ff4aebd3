import { AppError } from '../core/app-error';
import type { Viewer } from '../core/viewer';

/** Whether the viewer administers the site (everything under /admin, any ad, any rating). */
export const isAdmin = (viewer: Viewer | null): boolean => viewer?.role === 'admin';

/** The admin acting: 401 for a visitor, 403 for anyone else. */
export function requireAdministrator(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('UNAUTHORIZED', 401);
  if (!isAdmin(viewer)) throw new AppError('FORBIDDEN', 403);
  return viewer;
}
