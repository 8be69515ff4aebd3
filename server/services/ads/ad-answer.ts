import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { renewalContext } from '../expiry/renewal-context';
import { getAd } from './get-ad';

/** The ad as a write's answer shows it: read again after the write, with whether it may be renewed now. */
export async function adAnswer(
  deps: Pick<Deps, 'db' | 'clock' | 'trust'>,
  id: string,
  viewer: Viewer,
  place: 'public' | 'admin' = 'public',
) {
  const found = await getAd(deps.db, id, viewer, deps.clock());
  return { ...found, context: { ...(await renewalContext(deps)), place } };
}

export type AdAnswer = Awaited<ReturnType<typeof adAnswer>>;
