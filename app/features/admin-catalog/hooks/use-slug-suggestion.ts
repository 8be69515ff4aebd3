import { useEffect, useRef } from 'react';
import { type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { suggestSlug } from '../../../../shared/schemas/admin-catalog';

/**
 * Fills the form's `slug` from its (English) name field while the person has not typed a slug of their
 * own (or has emptied it again). Off for existing items: a new slug would change their addresses.
 * Gives the slug as it stands, too.
 */
export function useSlugSuggestion<T extends { slug: string }, O>(
  form: UseFormReturn<T, unknown, O>,
  nameField: Path<T>,
  enabled: boolean,
) {
  const slugField = 'slug' as Path<T>;
  const name = String(useWatch({ control: form.control, name: nameField }));
  const slug = String(useWatch({ control: form.control, name: slugField }));
  const ownSlug = useRef(!enabled);
  const latestForm = useRef(form);
  latestForm.current = form;
  useEffect(() => {
    if (ownSlug.current) return;
    const { setValue, formState } = latestForm.current;
    setValue(slugField, suggestSlug(name) as PathValue<T, Path<T>>, {
      shouldValidate: formState.isSubmitted,
    });
  }, [name, slugField]);
  return {
    slug,
    /** For the slug field's edits: a typed slug stays; an emptied one follows the name again. */
    onSlugEdit: (value: string) => {
      ownSlug.current = enabled ? value.trim() !== '' : true;
    },
  };
}
