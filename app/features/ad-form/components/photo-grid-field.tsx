import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import type { ImageChoice } from '../hooks/use-image-choice';
import { ImagePreview } from './image-preview';
import { PhotoTile } from './photo-tile';

type Props = { choice: ImageChoice; disabled: boolean; onChoose: () => void };

/** A paid or church ad's photos: a grid (the first is the main one), Add photos, and how many (against a paid ad's allowance). */
export function PhotoGridField({ choice, disabled, onChoose }: Props) {
  const { t } = useTranslation('adForm');
  const { photos, allowance, unlimited } = choice;
  const counter = { count: photos.length, max: allowance };
  // A church's photos have no allowance to count against: just how many are chosen.
  const counterText = unlimited ? (
    t('image.counterUnlimited', counter)
  ) : (
    <>
      <span aria-hidden>{t('image.counter', counter)}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('image.counterLabel', counter)}
      </Box>
    </>
  );

  return (
    <Stack spacing={2}>
      {photos.length > 0 ? (
        <Box
          component="ul"
          data-testid="photo-grid"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              index={index}
              disabled={disabled}
              onMakeMain={() => choice.makeMain(photo.key)}
              onRemove={() => choice.remove(photo.key)}
            />
          ))}
        </Box>
      ) : (
        <ImagePreview
          src={null}
          alt=""
          emptyText={choice.change.kind === 'remove' ? t('image.willRemoveAll') : t('image.noneMany')}
        />
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={onChoose}
          disabled={disabled || photos.length >= allowance}
        >
          {t('image.add')}
        </Button>
        <Typography role="status" data-testid="photo-counter" sx={{ fontWeight: 600 }}>
          {counterText}
        </Typography>
        {choice.change.kind === 'remove' && (
          <Button variant="text" disabled={disabled} onClick={choice.restoreSaved}>
            {t('image.undoRemoveAll')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
