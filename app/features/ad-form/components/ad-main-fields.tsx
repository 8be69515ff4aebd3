import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AD_TITLE_MAX, type AdFormOutput } from '../../../../shared/schemas/ad-input';
import { FormTextField } from '../../../components/form-text-field';
import { useCategories } from '../../catalog/api/get-categories';
import { useCities } from '../../catalog/api/get-cities';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import type { AdFormValues } from '../utils/ad-form-values';
import { DescriptionField } from './description-field';
import { PriceFields } from './price-fields';
import { SelectField } from './select-field';

type Props = { control: Control<AdFormValues, unknown, AdFormOutput> };

/** Title, category, city, price (and its currency) and description. */
export function AdMainFields({ control }: Props) {
  const { t } = useTranslation(['adForm', 'ui']);
  const categories = useCategories();
  const cities = useCities();
  const categoryName = useCategoryName();
  const cityName = useCityLabel();
  const listHint = (query: { isPending: boolean; isError: boolean }) =>
    query.isPending ? t('ui:a11y.loading') : query.isError ? t('adForm:fields.listFailed') : undefined;

  return (
    <>
      <FormTextField
        control={control}
        name="title"
        label={t('fields.title')}
        helperText={t('fields.titleHint')}
        required
        slotProps={{ htmlInput: { maxLength: AD_TITLE_MAX } }}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectField
          control={control}
          name="category_id"
          label={t('fields.category')}
          required
          testId="category-select"
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: categoryName(c) }))}
          helperText={listHint(categories)}
          disabled={!categories.data}
        />
        <SelectField
          control={control}
          name="city_id"
          label={t('fields.city')}
          required
          testId="city-select"
          options={(cities.data ?? [])
            .map((c) => ({ value: c.id, label: cityName(c) }))
            .sort((a, b) => a.label.localeCompare(b.label))}
          helperText={listHint(cities)}
          disabled={!cities.data}
        />
      </Box>
      <PriceFields control={control} />
      <DescriptionField
        control={control}
        label={t('fields.description')}
        hint={t('fields.descriptionHint')}
      />
    </>
  );
}
