import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATALOG_NAME_MAX, CATALOG_SLUG_MAX } from '../../../../shared/schemas/admin-catalog';
import { FormTextField } from '../../../components/form-text-field';

type FieldProps<T extends FieldValues, O> = { control: Control<T, unknown, O>; name: FieldPath<T> };

/** A category's or city's name in one language (its `lang` lets spelling checks and voices follow). */
export function CatalogNameField<T extends FieldValues, O>({
  lang,
  ...props
}: FieldProps<T, O> & {
  lang: 'en' | 'uk';
  label: string;
  required?: boolean;
  autoFocus?: boolean;
  helperText?: string;
}) {
  return <FormTextField {...props} slotProps={{ htmlInput: { maxLength: CATALOG_NAME_MAX, lang } }} />;
}

/** The slug of a category or city; `onEdit` hears the person's own typing (see useSlugSuggestion). */
export function CatalogSlugField<T extends FieldValues, O>(
  props: FieldProps<T, O> & { onEdit: (value: string) => void; helperText: string },
) {
  const { t } = useTranslation('adminCatalog');
  return (
    <FormTextField
      {...props}
      label={t('form.slug')}
      required
      slotProps={{ htmlInput: { maxLength: CATALOG_SLUG_MAX, autoCapitalize: 'none', spellCheck: false } }}
    />
  );
}
