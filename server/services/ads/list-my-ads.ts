import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { renewalContext } from '../expiry/renewal-context';
import { listOwnAds } from './list-own-ads';

/** The signed-in person's own ads for their list, with what renewing them takes today. */
export async function listMyAds(deps: Pick<Deps, 'db' | 'clock' | 'trust'>, viewer: Viewer) {
  const ownAds = await listOwnAds(deps.db, viewer.id);
  return { ...ownAds, context: await renewalContext(deps) };
}
