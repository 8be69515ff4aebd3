import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { UploadPart } from '../api/upload-ad-images';
import type { SavePhase } from '../hooks/use-save-ad';
import { UploadProgress } from './upload-progress';

type Props = {
  error: string | null;
  phase: SavePhase;
  progress: number;
  /** Which upload request of how many is going out. */
  part: UploadPart;
  /** More than one photo is going up: the progress line says "photos". */
  severalPhotos: boolean;
  label: string;
  pendingLabel: string;
  cancelLabel: string;
  /** What happens after saving: the ad waits for moderation. */
  note: string;
};

/** The form's end: its error, the upload's progress, submit and cancel, and the moderation note. */
export function AdFormActions({
  error,
  phase,
  progress,
  part,
  severalPhotos,
  label,
  pendingLabel,
  cancelLabel,
  note,
}: Props) {
  const busy = phase !== 'idle';
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" data-testid="form-error">
          {error}
        </Alert>
      )}
      {(phase === 'uploading' || phase === 'processing' || (phase === 'done' && progress > 0)) && (
        <UploadProgress
          percent={progress}
          processing={phase !== 'uploading'}
          several={severalPhotos}
          part={part}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row-reverse' }} spacing={1.5}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ minWidth: { sm: 220 } }}
          data-testid="ad-submit"
        >
          {busy ? pendingLabel : label}
        </Button>
        <Button component={Link} to="/my-ads" variant="text" size="large" disabled={busy}>
          {cancelLabel}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ color: 'text.secondary', alignItems: 'flex-start' }}>
        <InfoOutlinedIcon aria-hidden fontSize="small" sx={{ mt: '2px' }} />
        <Typography variant="body2" data-testid="moderation-note">
          {note}
        </Typography>
      </Stack>
    </Stack>
  );
}
