import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../hooks/use-object-url';
import type { ChosenPhoto } from '../utils/photo-set';

type Props = {
  photo: ChosenPhoto;
  /** Its place in the set, from 0; the first is the main photo. */
  index: number;
  disabled: boolean;
  onMakeMain: () => void;
  onRemove: () => void;
};

/** One photo of the set: its thumbnail, "Main photo" on the first, and Make main / Remove. */
export function PhotoTile({ photo, index, disabled, onMakeMain, onRemove }: Props) {
  const { t } = useTranslation('adForm');
  const chosenUrl = useObjectUrl(photo.kind === 'new' ? photo.file : null);
  const src = photo.kind === 'new' ? chosenUrl : photo.image.thumbnail_path || photo.image.storage_path;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const number = index + 1;
  const isMain = index === 0;
  const alt =
    photo.kind === 'new'
      ? t('image.newAlt', { index: number, name: photo.file.name })
      : t('image.savedAlt', { index: number });

  return (
    <Box
      component="li"
      data-testid="photo-tile"
      sx={{ border: 1, borderColor: 'divider', borderRadius: '12px', overflow: 'hidden', minWidth: 0 }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
        {src && src !== failedSrc ? (
          <Box
            component="img"
            src={src}
            alt={alt}
            onError={() => setFailedSrc(src)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          // A format the browser cannot draw (HEIC): its name instead; the server still converts it.
          <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', px: 1 }}>
            <ImageOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
            <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
              {alt}
            </Typography>
          </Stack>
        )}
        {isMain && (
          <Chip
            icon={<StarIcon aria-hidden />}
            label={t('image.mainBadge')}
            color="primary"
            size="small"
            data-testid="main-photo-badge"
            sx={{ position: 'absolute', top: 8, left: 8, borderRadius: '8px' }}
          />
        )}
      </Box>
      <Stack direction="row" sx={{ justifyContent: isMain ? 'flex-end' : 'space-between', p: 0.5 }}>
        {!isMain && (
          <IconButton
            aria-label={t('image.makeMain', { index: number })}
            onClick={onMakeMain}
            disabled={disabled}
          >
            <StarBorderIcon />
          </IconButton>
        )}
        <IconButton
          aria-label={t('image.removeNumbered', { index: number })}
          onClick={onRemove}
          disabled={disabled}
          color="error"
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
