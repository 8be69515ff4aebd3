import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdListItem } from '../../../../shared/schemas/ad-list-item';
import { fixedImageSizes } from '../../../lib/image-sizes';
import { AdCardTitle, AdPlaceLine } from '../../ads/components/ad-card-frame';
import { AdImage } from '../../ads/components/ad-image';
import { AdPrice } from '../../ads/components/ad-price';
import { PaidBadge } from '../../ads/components/paid-badge';
import { SponsoredLabel } from './sponsored-label';

const PHOTO_WIDTH = { xs: 104, sm: 136 } as const;
const PHOTO_SIZES = fixedImageSizes(PHOTO_WIDTH);

/**
 * An ad in the sponsored strip: a compact row (photo beside the text) linking to /ads/{id},
 * labelled "Sponsored" (and "Featured" while it is also paid).
 */
export function SponsoredCard({ ad, priority }: { ad: AdListItem; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="sponsored-card"
      data-ad-id={ad.id}
      sx={{ height: '100%' }}
    >
      <CardActionArea
        component={Link}
        to={`/ads/${ad.id}`}
        sx={{
          height: '100%',
          display: 'grid',
          gridTemplateColumns: {
            xs: `${PHOTO_WIDTH.xs}px minmax(0, 1fr)`,
            sm: `${PHOTO_WIDTH.sm}px minmax(0, 1fr)`,
          },
          gap: { xs: 1.5, sm: 2 },
          alignItems: 'start',
          p: { xs: 1.25, sm: 1.5 },
        }}
      >
        <AdImage
          image={ad.image ?? undefined}
          alt={t('ads.imageAlt', { title: ad.title })}
          sizes={PHOTO_SIZES}
          priority={priority}
          thumbnailOnPhones
          sx={{ borderRadius: '12px' }}
        />
        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            <SponsoredLabel />
            {ad.is_paid && <PaidBadge />}
          </Box>
          <AdCardTitle title={ad.title} component="h3" fontWeight={600} />
          <AdPrice ad={ad} variant="subtitle1" component="p" sx={{ fontWeight: 700 }} />
          <AdPlaceLine ad={ad} />
        </Box>
      </CardActionArea>
    </Card>
  );
}
