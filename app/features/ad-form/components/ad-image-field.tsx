import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageChoice } from '../hooks/use-image-choice';
import { ImagePreview } from './image-preview';

type Props = {
  choice: ImageChoice;
  /** The ad's saved photo; null when it has none (the placeholder). */
  currentSrc: string | null;
  disabled: boolean;
};

/** One photo: a preview of the chosen or current one, and Choose / Replace / Remove. */
export function AdImageField({ choice, currentSrc, disabled }: Props) {
  const { t } = useTranslation(['adForm', 'validation', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const { change, previewUrl, problem, pick, set } = choice;

  const shownSrc = change.kind === 'replace' ? previewUrl : change.kind === 'keep' ? currentSrc : null;
  const hasPhoto = change.kind === 'replace' || (change.kind === 'keep' && currentSrc !== null);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    pick(Array.from(event.target.files ?? []));
    event.target.value = ''; // the same file can be chosen again
  };

  return (
    <Stack spacing={2}>
      <ImagePreview
        src={shownSrc && shownSrc !== failedPreview ? shownSrc : null}
        alt={change.kind === 'replace' ? t('image.previewAlt') : t('image.currentAlt')}
        emptyText={
          change.kind === 'replace'
            ? change.file.name
            : change.kind === 'remove'
              ? t('image.willRemove')
              : t('image.none')
        }
        // A format the browser cannot draw (HEIC): show its name; the server still converts it.
        onError={() => setFailedPreview(shownSrc)}
      />
      {change.kind === 'replace' && currentSrc !== null && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('image.newPhoto', { name: change.file.name })}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={onFiles}
        data-testid="image-input"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          {hasPhoto ? t('image.replace') : t('image.choose')}
        </Button>
        {hasPhoto && (
          <Button
            variant="text"
            color="error"
            disabled={disabled}
            onClick={() => set(currentSrc !== null ? { kind: 'remove' } : { kind: 'keep' })}
          >
            {t('image.remove')}
          </Button>
        )}
        {change.kind === 'remove' && (
          <Button variant="text" disabled={disabled} onClick={() => set({ kind: 'keep' })}>
            {t('image.undoRemove')}
          </Button>
        )}
      </Stack>
      {problem && (
        <Alert severity={problem.kind === 'onlyOne' ? 'warning' : 'error'} data-testid="image-problem">
          {problem.kind === 'onlyOne'
            ? t('validation:onlyOneImage')
            : t('errors:INVALID_IMAGE', { file: problem.file })}
        </Alert>
      )}
      <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
        {t('image.hint')}
      </Box>
    </Stack>
  );
}
