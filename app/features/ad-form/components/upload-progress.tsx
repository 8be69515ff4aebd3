import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadPart } from '../api/upload-ad-images';

type Props = { percent: number; processing: boolean; several: boolean; part: UploadPart };

/**
 * The photos' upload: percent sent (and which request of how many, when a large selection goes up in
 * parts), then "preparing" while the server reads them (the bar stays full).
 */
export function UploadProgress({ percent, processing, several, part }: Props) {
  const { t } = useTranslation('adForm');
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        {processing
          ? t(several ? 'image.processingMany' : 'image.processing')
          : part.parts > 1
            ? t('image.uploadingParts', { percent, ...part })
            : t(several ? 'image.uploadingMany' : 'image.uploading', { percent })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={processing ? 100 : percent}
        aria-labelledby={labelId}
        data-testid="upload-progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
