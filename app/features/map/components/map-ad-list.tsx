import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapAd } from '../../../../shared/schemas/map';
import { usePriceText } from '../../ads/hooks/use-price-text';
import { useCategoryName } from '../../catalog/hooks/use-category-name';

/** The ads on the map as a list of links: the same content without a pointer (keyboard, screen readers). */
export function MapAdList({ ads }: { ads: MapAd[] }) {
  const { t } = useTranslation('map');
  const headingId = useId();
  const categoryName = useCategoryName();
  const priceText = usePriceText();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('listHeading')}
      </Typography>
      <List
        data-testid="map-ad-list"
        disablePadding
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 1 }}
      >
        {ads.map((ad) => (
          <li key={ad.id}>
            <ListItemButton
              component={Link}
              to={`/ads/${ad.id}`}
              sx={{ borderRadius: '12px', border: 1, borderColor: 'divider', minHeight: 48 }}
            >
              <ListItemText
                primary={ad.title}
                secondary={`${categoryName(ad.category)} · ${priceText(ad)}`}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Box>
  );
}
