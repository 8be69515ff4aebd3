import { AppError } from '../core/app-error';
import type { Viewer } from '../core/viewer';

/** Anyone signed in may block anyone but themselves. */
export function assertMayBlock(viewer: Viewer, otherId: string): void {
  if (viewer.id === otherId) throw new AppError('CANNOT_BLOCK_SELF', 400);
}
