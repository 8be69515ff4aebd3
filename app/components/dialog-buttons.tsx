import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';

export type DialogButtonsProps = {
  busy: boolean;
  onCancel: () => void;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's words while it works. */
  busyLabel: string;
  /** The confirm button waits for more than the dialog being idle (a person picked, say). */
  ready?: boolean;
  /** No confirm button at all (there is nothing it could do). */
  confirmHidden?: boolean;
  color?: ButtonProps['color'];
  confirmTestId?: string;
  /** Cancel has the focus, so Enter alone does nothing harmful. */
  focusCancel?: boolean;
  /** The confirm button's own click (a dialog without a form); a submit button otherwise. */
  onConfirm?: () => void;
};

/** A dialog's last row: Cancel, and the button that does it (a spinner and other words while it works). */
export function DialogButtons(props: DialogButtonsProps) {
  const { busy, ready = true, onConfirm } = props;
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={props.onCancel} disabled={busy} autoFocus={props.focusCancel}>
        {props.cancelLabel}
      </Button>
      {!props.confirmHidden && (
        <Button
          type={onConfirm ? 'button' : 'submit'}
          onClick={onConfirm}
          variant="contained"
          color={props.color}
          disabled={busy || !ready}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          data-testid={props.confirmTestId}
        >
          {busy ? props.busyLabel : props.confirmLabel}
        </Button>
      )}
    </DialogActions>
  );
}
