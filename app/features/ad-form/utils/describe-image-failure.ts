import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';
import type { PhotoChange } from './photo-set';

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Server errors whose own words help: "busy, try again in a moment" (503), "storage full, try later" (507). */
const TOLD_SERVER_ERRORS: ReadonlySet<string> = new Set(['SERVICE_BUSY', 'STORAGE_FULL']);

/**
 * Why the photos did not go up, as a sentence: the server's own words (localised) when it gave some,
 * those of TOLD_SERVER_ERRORS included.
 */
export function describeImageFailure(error: unknown, t: TFunction<['adForm', 'errors']>): string {
  if (!isApiError(error) || (error.status >= 500 && !TOLD_SERVER_ERRORS.has(error.code)))
    return sentence(t('errors:INTERNAL'));
  if (error.code === 'NETWORK') return t('adForm:failure.imageNetwork');
  return sentence(error.fields.images ?? error.message ?? t('errors:INTERNAL'));
}

/** What the edit page says when the ad's fields were saved but its photos were not changed. */
export function photoFailureNotice(
  change: PhotoChange,
  several: boolean,
  reason: string,
  t: TFunction<['adForm', 'errors']>,
): string {
  if (change.kind === 'remove')
    return t(several ? 'adForm:failure.photosRemove' : 'adForm:failure.imageRemove', { reason });
  return t(several ? 'adForm:failure.photosAfterEdit' : 'adForm:failure.imageAfterEdit', { reason });
}
