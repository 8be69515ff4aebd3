import SavedSearchOutlinedIcon from '@mui/icons-material/SavedSearchOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SavedSearchFilters } from '../../../../shared/saved-searches';
import { useSession } from '../../auth/api/get-session';
import { SaveSearchDialog } from './save-search-dialog';

export interface SearchToSave {
  q: string;
  filters: SavedSearchFilters;
  /** The name the dialog suggests: the question, or the page's place and category. */
  suggestedName: string;
}

/** "Save this search" on /search and the city and category pages; a visitor is sent to sign in and back. */
export function SaveSearchButton({ search }: { search: SearchToSave }) {
  const { t } = useTranslation('savedSearches');
  const { user } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const icon = <SavedSearchOutlinedIcon />;
  if (!user)
    return (
      <Button variant="outlined" startIcon={icon} component={Link} to="/login" state={{ from: location }}>
        {t('signInToSave')}
      </Button>
    );
  return (
    <>
      <Button variant="outlined" startIcon={icon} onClick={() => setOpen(true)} data-testid="save-search">
        {t('save')}
      </Button>
      <SaveSearchDialog search={open ? search : null} onClose={() => setOpen(false)} />
    </>
  );
}
