import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../shared/money';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { currentLanguage } from '../../../lib/i18n';

export type Priced = Pick<PublicAd, 'price' | 'currency'>;

/** An ad's price as text: "Price on request", "Free", or the amount in the ad's currency, as the reader's language writes it. */
export function usePriceText() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return useCallback(
    ({ price, currency }: Priced) =>
      price === null
        ? t('ads.priceOnRequest')
        : price === 0
          ? t('ads.free')
          : formatAmount(price, currency, language),
    [t, language],
  );
}
