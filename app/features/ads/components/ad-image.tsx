import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { PLACEHOLDER_IMAGE_PATH } from '../../../../shared/constants';

type Props = {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
  loading?: 'lazy' | 'eager';
  fit?: 'cover' | 'contain';
};

/** An ad photo in a 4:3 frame; a broken image falls back to the placeholder. */
export function AdImage({ src, alt, sx, loading = 'lazy', fit = 'cover' }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? PLACEHOLDER_IMAGE_PATH : src;
  return (
    <Box
      component="img"
      src={shown}
      alt={alt}
      width={800}
      height={600}
      loading={loading}
      decoding="async"
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE_PATH) setFailed(src);
      }}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: fit,
        bgcolor: 'action.hover',
        ...sx,
      }}
    />
  );
}
