import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_IMAGE_PATH } from '../../../../shared/constants';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { fixedImageSizes } from '../../../lib/image-sizes';
import { AdImage } from '../../ads/components/ad-image';
import { orderedImages } from '../../ads/utils/ad-images';
import { ImageViewerDialog } from './image-viewer-dialog';

const THUMB_WIDTH = 88;
const THUMB_SIZES = fixedImageSizes({ xs: THUMB_WIDTH });

/**
 * The primary photo large (`photoSizes`: how wide the gallery is shown); further photos as thumbnails
 * that swap into the large frame. A real photo opens full size in the viewer (the placeholder does not).
 */
export function AdGallery({ ad, photoSizes }: { ad: PublicAd; photoSizes: string }) {
  const { t } = useTranslation();
  const { t: td } = useTranslation('adDetail');
  const images = orderedImages(ad);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const current = images[index] ?? images[0];
  const viewable = Boolean(current?.storage_path) && current?.storage_path !== PLACEHOLDER_IMAGE_PATH;
  const photo = (
    <AdImage
      image={current}
      alt={t('ads.imageAlt', { title: ad.title })}
      sizes={photoSizes}
      priority
      fit="contain"
    />
  );

  return (
    <Box>
      <Box sx={{ position: 'relative', borderRadius: '20px', overflow: 'hidden', bgcolor: 'action.hover' }}>
        {viewable ? (
          <ButtonBase
            onClick={() => setViewing(true)}
            aria-label={td('gallery.open', { index: index + 1, total: images.length })}
            aria-haspopup="dialog"
            data-testid="gallery-open"
            sx={{ display: 'block', width: '100%', cursor: 'zoom-in' }}
          >
            {photo}
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                right: 12,
                bottom: 12,
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                px: 1.25,
                py: 0.5,
                borderRadius: '8px',
                color: 'common.white',
                bgcolor: 'rgba(0, 0, 0, 0.6)',
                typography: 'body2',
                fontWeight: 600,
              }}
            >
              <ZoomInIcon fontSize="small" />
              {td('gallery.enlarge')}
            </Box>
          </ButtonBase>
        ) : (
          photo
        )}
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {images.map((image, i) => (
            <ButtonBase
              key={image.id}
              onClick={() => setIndex(i)}
              aria-label={t('ads.imageOf', { index: i + 1, total: images.length })}
              aria-pressed={i === index}
              sx={{
                width: THUMB_WIDTH,
                borderRadius: '12px',
                overflow: 'hidden',
                outline: i === index ? '3px solid' : 'none',
                outlineColor: 'primary.main',
              }}
            >
              <AdImage image={image} alt="" sizes={THUMB_SIZES} thumbnailOnPhones />
            </ButtonBase>
          ))}
        </Box>
      )}
      {viewable && (
        <ImageViewerDialog
          open={viewing}
          images={images}
          index={index}
          title={ad.title}
          onIndexChange={setIndex}
          onClose={() => setViewing(false)}
        />
      )}
    </Box>
  );
}
