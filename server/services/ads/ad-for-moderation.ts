import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { type AdAnswer, adAnswer } from './ad-answer';

/** One ad in any status with its contact details, for an admin (GET /admin/ads/{id}: what the ad form edits). */
export async function adForModeration(
  deps: Pick<Deps, 'db' | 'clock' | 'trust'>,
  viewer: Viewer | null,
  id: string,
): Promise<AdAnswer> {
  return adAnswer(deps, id, requireAdministrator(viewer), 'admin');
}
