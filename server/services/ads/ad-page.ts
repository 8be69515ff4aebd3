import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { renewalContext } from '../expiry/renewal-context';
import { getAdForPage } from './get-ad';

/**
 * One ad as its page shows it (GET /ads/{id}), for whoever may read it (get-ad.ts); a signed-in
 * caller (its owner or an admin) also learns whether it may be renewed now.
 */
export async function adPage(deps: Pick<Deps, 'db' | 'clock' | 'trust'>, viewer: Viewer | null, id: string) {
  const found = await getAdForPage(deps.db, id, viewer, deps.clock());
  const context = viewer ? await renewalContext(deps) : { now: deps.clock() };
  return { ...found, context };
}
