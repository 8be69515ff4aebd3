import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type CategoryChange, CategoryInput, SORT_ORDER_MAX } from '../../../../shared/schemas/admin-catalog';
import { TRUST_SETTINGS } from '../../../../shared/trust-settings';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';
import { useSlugSuggestion } from '../hooks/use-slug-suggestion';
import type { ItemOf } from '../utils/catalog-kind';
import { CatalogNameField, CatalogSlugField } from './catalog-fields';
import { CatalogFormFrame } from './catalog-form-frame';
import { CommunityCheckbox } from './community-checkbox';

const orderMessage = 'adminCatalog:fieldErrors.orderInvalid';
const lifetimeMessage = 'adminCatalog:fieldErrors.lifetimeInvalid';
const LIFETIME = TRUST_SETTINGS.ad_lifetime_days;
const CategoryForm = z.object({
  name_en: CategoryInput.shape.name_en,
  name_uk: CategoryInput.shape.name_uk,
  slug: CategoryInput.shape.slug,
  // Typed as text; empty means "after the last one" for a new category.
  sort_order: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,7}$/.test(v) && Number(v) <= SORT_ORDER_MAX), orderMessage),
  is_community: z.boolean(),
  // Typed as text; empty means "the site's lifetime".
  ad_lifetime_days: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= LIFETIME.min && Number(v) <= LIFETIME.max),
      lifetimeMessage,
    ),
});
type Values = z.input<typeof CategoryForm>;
const FIELDS = ['name_en', 'name_uk', 'slug', 'sort_order', 'is_community', 'ad_lifetime_days'] as const;

type Props = FormDialogSlots<CategoryChange> & { category: ItemOf<'categories'> | null };

/**
 * Adds a category (`category` null) or edits one: both names, the slug (suggested from the English
 * name), the order, and whether it is for churches and community organisations.
 */
export function CategoryFormBody({ category, ...slots }: Props) {
  const { t } = useTranslation('adminCatalog');
  const form = useForm<Values, unknown, z.output<typeof CategoryForm>>({
    resolver: zodResolver(CategoryForm),
    mode: 'onTouched',
    defaultValues: {
      name_en: category?.name_en ?? '',
      name_uk: category?.name_uk ?? '',
      slug: category?.slug ?? '',
      sort_order: category ? String(category.sort_order) : '',
      is_community: category?.is_community ?? false,
      ad_lifetime_days: category?.ad_lifetime_days ? String(category.ad_lifetime_days) : '',
    },
  });
  const { slug, onSlugEdit } = useSlugSuggestion(form, 'name_en', category === null);

  const submission = useDialogFormSubmit(
    form,
    slots.onBusyChange,
    ({ sort_order, ad_lifetime_days, ...names }) =>
      slots.onConfirm({
        ...names,
        ...(sort_order === '' ? {} : { sort_order: Number(sort_order) }),
        ad_lifetime_days: ad_lifetime_days === '' ? null : Number(ad_lifetime_days),
      }),
    {
      fallback: t('failure.save'),
      fields: FIELDS,
      codes: { SLUG_TAKEN: 'slug' },
    },
  );

  return (
    <CatalogFormFrame
      kind="categories"
      editing={category !== null}
      slots={slots}
      submission={submission}
      testId="category-form"
    >
      <CatalogNameField
        control={form.control}
        name="name_en"
        label={t('categories.form.nameEn')}
        lang="en"
        required
        autoFocus
      />
      <CatalogNameField
        control={form.control}
        name="name_uk"
        label={t('categories.form.nameUk')}
        lang="uk"
        required
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <CatalogSlugField
          control={form.control}
          name="slug"
          onEdit={onSlugEdit}
          helperText={t('categories.form.slugHint', { slug: slug || 'real-estate' })}
        />
        <FormTextField
          control={form.control}
          name="sort_order"
          label={t('categories.form.order')}
          helperText={t('categories.form.orderHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
      </Box>
      <CommunityCheckbox control={form.control} name="is_community" />
      <FormTextField
        control={form.control}
        name="ad_lifetime_days"
        label={t('categories.form.lifetime')}
        helperText={t('categories.form.lifetimeHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3, 'data-testid': 'category-lifetime' } }}
      />
    </CatalogFormFrame>
  );
}
