import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** A price as AdPrice shows it, as plain text: "Price on request", "Free" or the amount. */
export function usePriceText() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return useCallback(
    (price: number | null) =>
      price === null ? t('ads.priceOnRequest') : price === 0 ? t('ads.free') : formatMoney(price, language),
    [t, language],
  );
}
