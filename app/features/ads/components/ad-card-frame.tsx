import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdListItem } from '../../../../shared/schemas/ad-list-item';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import { AdImage } from './ad-image';
import { FavoriteButton } from './favorite-button';
import { IconLine } from './icon-line';

type Props = {
  ad: AdListItem;
  testId: string;
  imageAlt: string;
  /** The photo's `sizes`: the width of the grid's columns (AD_GRID_IMAGE_SIZES). */
  imageSizes: string;
  /** In the first row: its photo loads at once, with high priority. */
  priority?: boolean;
  imageSx?: SxProps<Theme>;
  /** On the photo (badges placed in its corners). */
  overlay?: ReactNode;
  contentSx?: SxProps<Theme>;
  /** The card's text, under the photo. */
  children: ReactNode;
  /** Under the linked part (buttons of their own). */
  actions?: ReactNode;
};

/** A card of an ad in a grid: photo and text linking to /ads/{id}, its heart, then any actions of its own. */
export function AdCardFrame({
  ad,
  testId,
  imageAlt,
  imageSizes,
  priority,
  imageSx,
  overlay,
  contentSx,
  children,
  actions,
}: Props) {
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid={testId}
      data-ad-id={ad.id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <CardActionArea
        component={Link}
        to={`/ads/${ad.id}`}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <AdImage
            image={ad.image ?? undefined}
            alt={imageAlt}
            sizes={imageSizes}
            priority={priority}
            thumbnailOnPhones
            sx={imageSx}
          />
          {overlay}
        </Box>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.75, ...contentSx }}>
          {children}
        </CardContent>
      </CardActionArea>
      <FavoriteButton adId={ad.id} title={ad.title} sx={{ position: 'absolute', top: 8, right: 8 }} />
      {actions}
    </Card>
  );
}

/** The ad's title on a card: at most two lines. */
export function AdCardTitle({
  title,
  component,
  fontWeight,
}: {
  title: string;
  component: 'h2' | 'h3';
  fontWeight: 600 | 700;
}) {
  return (
    <Typography
      component={component}
      variant="subtitle1"
      sx={{
        fontWeight,
        lineHeight: 1.3,
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {title}
    </Typography>
  );
}

/** "City · Category" on one line after a place icon. */
export function AdPlaceLine({ ad }: { ad: Pick<AdListItem, 'city' | 'category'> }) {
  const cityName = useCityLabel();
  const categoryName = useCategoryName();
  return (
    <IconLine icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />} noWrap>
      {cityName(ad.city)} · {categoryName(ad.category)}
    </IconLine>
  );
}
