import type { AdPatch } from '../../../shared/schemas/ad-input';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { rememberLanguage } from '../profiles/remember-language';
import { type AdAnswer, adAnswer } from './ad-answer';
import { adChanges } from './ad-changes';
import { adForEditing } from './ad-for-editing';
import { cleanAdPatch, toAdColumns } from './clean-ad-input';
import type { RequestFacts } from './request-facts';
import { updateAd } from './save-ad';

/**
 * The owner or an admin edits some fields of an ad (PATCH /ads/{id}): the patch is cleaned and
 * checked against the saved ad before the edit is counted against form_submit; an empty patch
 * changes nothing. Returns the ad as saved, as an admin's form shows it.
 */
export async function editAd(
  deps: Pick<Deps, 'db' | 'clock' | 'trust' | 'searchCache' | 'wakeups'>,
  viewer: Viewer | null,
  id: string,
  patch: AdPatch,
  { language, spend }: RequestFacts,
): Promise<AdAnswer> {
  if (!viewer) throw new AppError('UNAUTHORIZED', 401);
  const ad = await adForEditing(deps.db, viewer, id);
  const changes = adChanges(ad, toAdColumns(cleanAdPatch(patch)));
  await spend();
  if (Object.keys(patch).length > 0) await updateAd(deps, viewer, ad, changes);
  await rememberLanguage(deps.db, viewer.id, language);
  return adAnswer(deps, ad.id, viewer, 'admin');
}
