import { AppError } from '../core/app-error';
import type { Viewer } from '../core/viewer';

/** Anyone signed in may block anyone but themselves. */
export const mayBlock = (viewer: Viewer, otherId: string): boolean => viewer.id !== otherId;

export function assertMayBlock(viewer: Viewer, otherId: string): void {
  if (!mayBlock(viewer, otherId)) throw new AppError('CANNOT_BLOCK_SELF', 400);
}
