import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGES_PER_UPLOAD } from '../../../../shared/constants';
import type { ImageChoice } from '../hooks/use-image-choice';
import type { PickProblem } from '../utils/photo-set';
import { PhotoGridField } from './photo-grid-field';
import { SinglePhotoField } from './single-photo-field';

type Props = { choice: ImageChoice; disabled: boolean };

/**
 * The ad's photos: one for a new or free ad (Choose / Replace / Remove), a grid of up to the allowance
 * for a paid one, and of as many as they like for a church or community organisation. Either way the
 * problems with the last pick, and a hint.
 */
export function AdImageField({ choice, disabled }: Props) {
  const { t } = useTranslation(['adForm', 'validation', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const several = choice.allowance > 1;
  const hint = choice.unlimited
    ? t('image.hintUnlimited', { batch: MAX_IMAGES_PER_UPLOAD })
    : several
      ? t('image.hintMany', { max: choice.allowance })
      : t('image.hint');
  const openPicker = () => input.current?.click();

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    choice.pick(Array.from(event.target.files ?? []));
    event.target.value = ''; // the same file can be chosen again
  };

  const describe = (problem: PickProblem) => {
    if (problem.kind === 'notImage') return t('errors:INVALID_IMAGE', { file: problem.file });
    return problem.max === 1
      ? t('validation:onlyOneImage')
      : t('adForm:image.tooMany', { count: problem.max });
  };

  return (
    <Stack spacing={2}>
      {several ? (
        <PhotoGridField choice={choice} disabled={disabled} onChoose={openPicker} />
      ) : (
        <SinglePhotoField choice={choice} disabled={disabled} onChoose={openPicker} />
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
      {choice.problems.map((problem) => (
        <Alert
          key={problem.kind === 'notImage' ? `not-image-${problem.file}` : 'too-many'}
          severity={problem.kind === 'tooMany' ? 'warning' : 'error'}
          data-testid="image-problem"
        >
          {describe(problem)}
        </Alert>
      ))}
      <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }} data-testid="photo-hint">
        {hint}
      </Box>
    </Stack>
  );
}
