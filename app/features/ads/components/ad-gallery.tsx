import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_IMAGE_PATH } from '../../../../shared/constants';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { orderedImages } from '../utils/ad-images';
import { AdImage } from './ad-image';

/** The primary photo large; further photos as thumbnails that swap into the large frame. */
export function AdGallery({ ad }: { ad: PublicAd }) {
  const { t } = useTranslation();
  const images = orderedImages(ad);
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  const alt = t('ads.imageAlt', { title: ad.title });

  return (
    <Box>
      <Box sx={{ borderRadius: '20px', overflow: 'hidden', bgcolor: 'action.hover' }}>
        <AdImage
          src={current?.storage_path || PLACEHOLDER_IMAGE_PATH}
          alt={alt}
          loading="eager"
          fit="contain"
        />
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
                width: 88,
                borderRadius: '12px',
                overflow: 'hidden',
                outline: i === index ? '3px solid' : 'none',
                outlineColor: 'primary.main',
              }}
            >
              <AdImage src={image.storage_path} alt="" />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
