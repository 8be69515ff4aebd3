import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

type Props = {
  busy: boolean;
  onCancel: () => void;
  /** Where the buttons' words are: `cancel`, `confirm` and `working` under this key of adminAds. */
  texts: 'rejectDialog' | 'reassignDialog';
  /** The submit button waits for more than the form being idle (a person picked, say). */
  ready?: boolean;
  color?: ButtonProps['color'];
  confirmTestId: string;
};

/** A dialog form's last row: Cancel, and its submit button (a spinner and other words while it works). */
export function FormDialogActions({ busy, onCancel, texts, ready = true, color, confirmTestId }: Props) {
  const { t } = useTranslation('adminAds');
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={onCancel} disabled={busy}>
        {t(`${texts}.cancel`)}
      </Button>
      <Button
        type="submit"
        variant="contained"
        color={color}
        disabled={busy || !ready}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        data-testid={confirmTestId}
      >
        {busy ? t(`${texts}.working`) : t(`${texts}.confirm`)}
      </Button>
    </DialogActions>
  );
}
