import { useEffect, useRef } from 'react';
import { suggestSlug } from '../../../../shared/schemas/admin-catalog';

/**
 * Fills the slug from the (English) name while the person has not typed a slug of their own (or has
 * emptied it again). Off for existing items: a new slug would change their addresses.
 */
export function useSlugSuggestion(name: string, enabled: boolean, setSlug: (slug: string) => void) {
  const ownSlug = useRef(!enabled);
  const setter = useRef(setSlug);
  setter.current = setSlug;
  useEffect(() => {
    if (!ownSlug.current) setter.current(suggestSlug(name));
  }, [name]);
  return {
    /** For the slug field's edits: a typed slug stays; an emptied one follows the name again. */
    onSlugEdit: (value: string) => {
      ownSlug.current = enabled ? value.trim() !== '' : true;
    },
  };
}
