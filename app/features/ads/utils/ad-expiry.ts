import type { TFunction } from 'i18next';
import type { Language } from '../../../../shared/constants';
import type { Ad } from '../../../../shared/schemas/ads';
import { formatDate } from '../../../lib/format';

/** "Runs until 17 May 2031" or "Expired on 17 May 2031", on the ad's city's calendar; null without an expiry. */
export function expiryLine(
  t: TFunction<'myAds'>,
  ad: Pick<Ad, 'status' | 'expires_at' | 'city'>,
  language: Language,
) {
  if (!ad.expires_at) return null;
  const date = formatDate(ad.expires_at, language, ad.city.time_zone);
  return ad.status === 'expired' ? t('expiredOn', { date }) : t('runsUntil', { date });
}

/** What a renewal's toast says. */
export const renewedMessage = (t: TFunction<'myAds'>, ad: Ad, language: Language) =>
  ad.expires_at
    ? t('renewed', { date: formatDate(ad.expires_at, language, ad.city.time_zone) })
    : t('renewedNoDate');
