import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageChoice } from '../hooks/use-image-choice';
import { useObjectUrl } from '../hooks/use-object-url';
import { ImagePreview } from './image-preview';

type Props = { choice: ImageChoice; disabled: boolean; onChoose: () => void };

/** A new or free ad's one photo: a preview of the chosen or current one, and Choose / Replace / Remove. */
export function SinglePhotoField({ choice, disabled, onChoose }: Props) {
  const { t } = useTranslation('adForm');
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const [shown] = choice.photos;
  const chosenFile = shown?.kind === 'new' ? shown.file : null;
  const chosenUrl = useObjectUrl(chosenFile);
  const shownSrc = shown?.kind === 'saved' ? shown.image.storage_path : chosenUrl;
  const hasSaved = choice.saved.length > 0;
  const removing = choice.change.kind === 'remove';

  return (
    <Stack spacing={2}>
      <ImagePreview
        src={shownSrc && shownSrc !== failedPreview ? shownSrc : null}
        alt={chosenFile ? t('image.previewAlt') : t('image.currentAlt')}
        emptyText={chosenFile ? chosenFile.name : removing ? t('image.willRemove') : t('image.none')}
        // A format the browser cannot draw (HEIC): show its name; the server still converts it.
        onError={() => setFailedPreview(shownSrc)}
      />
      {chosenFile && hasSaved && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('image.newPhoto', { name: chosenFile.name })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={onChoose}
          disabled={disabled}
        >
          {shown ? t('image.replace') : t('image.choose')}
        </Button>
        {shown && (
          <Button variant="text" color="error" disabled={disabled} onClick={choice.removeAll}>
            {t('image.remove')}
          </Button>
        )}
        {removing && (
          <Button variant="text" disabled={disabled} onClick={choice.restoreSaved}>
            {t('image.undoRemove')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
