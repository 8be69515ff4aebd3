import Box from '@mui/material/Box';
import Card, { type CardProps } from '@mui/material/Card';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { primaryImage } from '../utils/ad-images';
import { AdImage } from './ad-image';

type Props = Omit<CardProps, 'children'> & {
  ad: Ad;
  /** The id of the ad's title, which names the card. */
  titleId: string;
  /** The grid (see adRowLayout), with a `thumb` area for the photo. */
  layout: SxProps<Theme>;
  /** The photo's `sizes`: the width of the `thumb` column (fixedImageSizes). */
  imageSizes: string;
  /** The list's first row: its photo loads at once, with high priority. */
  priority?: boolean;
  /** What comes before the photo (a checkbox to select the ad). */
  leading?: ReactNode;
  /** The rest of the row, each part in its own area of the grid. */
  children: ReactNode;
};

/** One ad as a row of a list (My Ads, moderation): an outlined card named by its title, with its photo. */
export function AdRowCard({ ad, titleId, layout, imageSizes, priority, leading, children, ...card }: Props) {
  const { t } = useTranslation('ui');
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} data-ad-id={ad.id} {...card}>
      <Box sx={layout}>
        {leading}
        <Box sx={{ gridArea: 'thumb' }}>
          <AdImage
            image={primaryImage(ad)}
            alt={t('ads.imageAlt', { title: ad.title })}
            sizes={imageSizes}
            priority={priority}
            thumbnailOnPhones
            sx={{ borderRadius: '12px' }}
          />
        </Box>
        {children}
      </Box>
    </Card>
  );
}
