import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../shared/schemas/catalog';
import { useCategoryName } from '../../catalog/hooks/use-category-name';

type Props = {
  categories: readonly Category[];
  /** Chosen slugs. */
  selected: readonly string[];
  onChange: (slugs: string[]) => void;
  /** 'row': wrapped beside each other (desktop bar); 'column': one per line (phone drawer). */
  direction: 'row' | 'column';
};

/** The categories as checkboxes, with "Select all" and "Deselect all". */
export function MapCategoryFilter({ categories, selected, onChange, direction }: Props) {
  const { t } = useTranslation('map');
  const categoryName = useCategoryName();
  const labelId = useId();
  const toggle = (slug: string, on: boolean) =>
    onChange(on ? [...selected, slug] : selected.filter((item) => item !== slug));

  return (
    <Box role="group" aria-labelledby={labelId} data-testid="map-categories" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        <Typography id={labelId} sx={{ fontWeight: 600, mr: 1 }}>
          {t('categoriesLabel')}
        </Typography>
        <Button
          size="small"
          onClick={() => onChange(categories.map((c) => c.slug))}
          disabled={selected.length === categories.length}
        >
          {t('selectAll')}
        </Button>
        <Button size="small" onClick={() => onChange([])} disabled={selected.length === 0}>
          {t('deselectAll')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: direction,
          flexWrap: direction === 'row' ? 'wrap' : 'nowrap',
          columnGap: 2,
        }}
      >
        {categories.map((category) => (
          <FormControlLabel
            key={category.id}
            sx={{ minHeight: 48, mr: 0 }}
            control={
              <Checkbox
                checked={selected.includes(category.slug)}
                onChange={(event) => toggle(category.slug, event.target.checked)}
              />
            }
            label={categoryName(category)}
          />
        ))}
      </Box>
    </Box>
  );
}
