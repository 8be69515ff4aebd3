import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category, City } from '../../../../shared/schemas/catalog';
import { useCategoryName } from '../hooks/use-category-name';

type Props = { city: City; categories: Category[]; selected?: Category };

/** "All" plus one chip per category; each links to /{citySlug}/{categorySlug}. */
export function CategoryNav({ city, categories, selected }: Props) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const items = [
    { key: 'all', label: t('listing.all'), to: `/${city.slug}`, active: !selected },
    ...categories.map((category) => ({
      key: category.id,
      label: categoryName(category),
      to: `/${city.slug}/${category.slug}`,
      active: selected?.id === category.id,
    })),
  ];

  return (
    <Box component="nav" aria-label={t('listing.categoriesLabel')} data-testid="category-nav">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          py: 0.5,
          display: 'flex',
          gap: 1,
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollbarWidth: 'thin',
        }}
      >
        {items.map((item) => (
          <Box component="li" key={item.key} sx={{ flexShrink: 0 }}>
            <Chip
              component={Link}
              to={item.to}
              clickable
              label={item.label}
              color={item.active ? 'primary' : 'default'}
              variant={item.active ? 'filled' : 'outlined'}
              aria-current={item.active ? 'page' : undefined}
              sx={{ height: 40, px: 0.5, fontSize: '0.9375rem', fontWeight: item.active ? 600 : 500 }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
