import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type CityChange,
  CityInput,
  CityTimeZone,
  DerivedCitySlug,
} from '../../../../shared/schemas/admin-catalog';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';
import { useSlugSuggestion } from '../hooks/use-slug-suggestion';
import type { ItemOf } from '../utils/catalog-kind';
import { CatalogNameField, CatalogSlugField } from './catalog-fields';
import { CatalogFormFrame } from './catalog-form-frame';
import { TimeZoneField } from './time-zone-field';

const CityForm = z.object({
  name: CityInput.shape.name,
  name_uk: CityInput.shape.name_uk,
  slug: DerivedCitySlug,
  // Empty: none sent (a new city gets the site's zone; a saved one must keep one, see below).
  time_zone: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(CityTimeZone.optional()),
});
const savedCityForm = CityForm.refine((v) => v.time_zone !== undefined, {
  path: ['time_zone'],
  message: 'adminCatalog:fieldErrors.timeZoneInvalid',
});
type Values = z.input<typeof CityForm>;
const FIELDS = ['name', 'name_uk', 'slug', 'time_zone'] as const;

type Props = FormDialogSlots<CityChange> & { city: ItemOf<'cities'> | null };

/**
 * Adds a city (`city` null) or edits one: its name, an optional Ukrainian name, the slug (suggested
 * from the name) and the time zone its events are entered and shown in.
 */
export function CityFormBody({ city, ...slots }: Props) {
  const { t } = useTranslation('adminCatalog');
  const form = useForm<Values, unknown, z.output<typeof CityForm>>({
    resolver: zodResolver(city ? savedCityForm : CityForm),
    mode: 'onTouched',
    defaultValues: {
      name: city?.name ?? '',
      name_uk: city?.name_uk ?? '',
      slug: city?.slug ?? '',
      time_zone: city?.time_zone ?? '',
    },
  });
  const { slug, onSlugEdit } = useSlugSuggestion(form, 'name', city === null);

  const submission = useDialogFormSubmit(form, slots.onBusyChange, slots.onConfirm, {
    fallback: t('failure.save'),
    fields: FIELDS,
    codes: { SLUG_TAKEN: 'slug', NAME_TAKEN: 'name' },
  });

  return (
    <CatalogFormFrame
      kind="cities"
      editing={city !== null}
      slots={slots}
      submission={submission}
      testId="city-form"
    >
      <CatalogNameField
        control={form.control}
        name="name"
        label={t('cities.form.name')}
        lang="en"
        required
        autoFocus
      />
      <CatalogNameField
        control={form.control}
        name="name_uk"
        label={t('cities.form.nameUk')}
        lang="uk"
        helperText={t('cities.form.nameUkHint')}
      />
      <CatalogSlugField
        control={form.control}
        name="slug"
        onEdit={onSlugEdit}
        helperText={t('cities.form.slugHint', { slug: slug || 'tampa' })}
      />
      <TimeZoneField control={form.control} name="time_zone" optional={city === null} />
    </CatalogFormFrame>
  );
}
