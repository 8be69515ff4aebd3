import { useEffect } from 'react';
import type { UseFormGetFieldState, UseFormResetField } from 'react-hook-form';
import { useSiteConfig } from '../../site-config/api/get-site-config';
import type { AdFormValues } from '../utils/ad-form-values';

/**
 * A new ad's price starts in the site's currency (SITE_CURRENCY) once the site's settings have
 * loaded, unless the person has chosen one meanwhile. A saved ad keeps its own.
 */
export function useSiteCurrencyDefault(
  isNew: boolean,
  resetField: UseFormResetField<AdFormValues>,
  getFieldState: UseFormGetFieldState<AdFormValues>,
) {
  const siteCurrency = useSiteConfig().data?.currency;
  useEffect(() => {
    if (isNew && siteCurrency && !getFieldState('currency').isDirty)
      resetField('currency', { defaultValue: siteCurrency });
  }, [isNew, siteCurrency, resetField, getFieldState]);
}
