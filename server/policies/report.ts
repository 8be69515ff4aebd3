import { AppError } from '../core/app-error';
import type { Viewer } from '../core/viewer';

/** Anyone signed in may report a published ad, except its owner. */
export const mayReportAd = (viewer: Viewer, ad: { userId: string }): boolean => ad.userId !== viewer.id;

export function assertMayReport(viewer: Viewer, ad: { userId: string }): void {
  if (!mayReportAd(viewer, ad)) throw new AppError('CANNOT_REPORT_OWN_AD', 403);
}
