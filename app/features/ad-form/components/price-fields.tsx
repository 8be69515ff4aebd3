import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AD_CURRENCIES, currencyName, currencySymbol, DEFAULT_SITE_CURRENCY } from '../../../../shared/money';
import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { FormTextField } from '../../../components/form-text-field';
import { currentLanguage } from '../../../lib/i18n';
import type { AdFormValues } from '../utils/ad-form-values';
import { SelectField } from './select-field';

type Props = { control: Control<AdFormValues, unknown, AdFormOutput> };

/** The price and its currency (the site's to start with), the symbol of the one chosen in front of the amount. */
export function PriceFields({ control }: Props) {
  const { t, i18n } = useTranslation('adForm');
  const language = currentLanguage(i18n.language);
  const currency = useWatch({ control, name: 'currency' });
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField
        control={control}
        name="price"
        label={t('fields.price')}
        helperText={t('fields.priceHint')}
        autoComplete="off"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                {currencySymbol(currency ?? DEFAULT_SITE_CURRENCY, language)}
              </InputAdornment>
            ),
          },
          htmlInput: { inputMode: 'decimal', maxLength: 20 },
        }}
      />
      <SelectField
        control={control}
        name="currency"
        label={t('fields.currency')}
        testId="currency-select"
        options={AD_CURRENCIES.map((code) => ({
          value: code,
          label: `${code} — ${currencyName(code, language)}`,
        }))}
      />
    </Box>
  );
}
