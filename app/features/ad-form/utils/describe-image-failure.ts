import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Why the photo did not go up, as a sentence: the server's own words (already localised) when it gave some. */
export function describeImageFailure(error: unknown, t: TFunction<['adForm', 'errors']>): string {
  if (!isApiError(error) || error.status >= 500) return sentence(t('errors:INTERNAL'));
  if (error.code === 'NETWORK') return t('adForm:failure.imageNetwork');
  return sentence(error.fields.images ?? error.message ?? t('errors:INTERNAL'));
}
