import type { AdInput } from '../../../shared/schemas/ad-input';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { rememberLanguage } from '../profiles/remember-language';
import { cleanAdInput, toAdRow } from './clean-ad-input';
import type { RequestFacts } from './request-facts';
import { createAd } from './save-ad';

/**
 * A signed-in person posts an ad (POST /ads): counted against form_submit only once the form is
 * valid (a typo costs nothing), cleaned (a title that was only markup or entities is no title), in the
 * site's currency unless one is given, waiting for moderation. Returns its id.
 */
export async function postAd(
  deps: Pick<Deps, 'db' | 'clock' | 'trust' | 'env' | 'wakeups'>,
  viewer: Viewer | null,
  input: AdInput,
  { language, spend }: RequestFacts,
): Promise<string> {
  if (!viewer) throw new AppError('UNAUTHORIZED', 401);
  await spend();
  const clean = cleanAdInput(input);
  if (!clean.title) throw new AppError('VALIDATION_FAILED', 400, { fields: { title: 'titleRequired' } });
  const fields = { ...toAdRow(clean), currency: input.currency ?? deps.env.SITE_CURRENCY };
  const id = await createAd(deps, viewer, fields, language);
  await rememberLanguage(deps.db, viewer.id, language);
  return id;
}
