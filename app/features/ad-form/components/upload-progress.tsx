import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { percent: number; processing: boolean; several: boolean };

/** The photos' upload: percent sent, then "preparing" while the server reads them (the bar stays full). */
export function UploadProgress({ percent, processing, several }: Props) {
  const { t } = useTranslation('adForm');
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        {processing
          ? t(several ? 'image.processingMany' : 'image.processing')
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
