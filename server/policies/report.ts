import { AppError } from '../core/app-error';
import type { Viewer } from '../core/viewer';

/** Anyone signed in may report a published ad, except its owner. */
export function assertMayReport(viewer: Viewer, ad: { userId: string }): void {
  if (ad.userId === viewer.id) throw new AppError('CANNOT_REPORT_OWN_AD', 403);
}
