import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId, useState } from 'react';
import { failureMessage } from '../lib/failure-message';
import { useLastShown } from '../lib/use-last-shown';
import type { DialogWidth } from './app-dialog';
import { AppDialog } from './app-dialog';
import { DialogButtons, type DialogButtonsProps } from './dialog-buttons';
import { FailureAlert } from './failure-alert';

type Props<T> = {
  /** What is asked about; null keeps the dialog closed (it keeps showing the last one while closing). */
  subject: T | null;
  title: (subject: T) => ReactNode;
  /** The question in full (it describes the dialog). */
  body: (subject: T) => ReactNode;
  /** Shown above the body. */
  lead?: (subject: T) => ReactNode;
  /** Does it; throws when that failed (the dialog then says why and stays open). */
  onConfirm: (subject: T) => Promise<void>;
  onClose: () => void;
  onExited?: () => void;
  /** What to say when it failed and the server gave no reason of its own. */
  failedText: string;
  width?: DialogWidth;
  testId: string;
} & Pick<
  DialogButtonsProps,
  'cancelLabel' | 'confirmLabel' | 'busyLabel' | 'color' | 'confirmTestId' | 'focusCancel'
>;

/** Asks before doing something, does it, and closes; says why when it failed. */
export function ConfirmDialog<T>({
  subject,
  title,
  body,
  lead,
  onConfirm,
  onClose,
  onExited,
  failedText,
  width,
  testId,
  ...buttons
}: Props<T>) {
  const shown = useLastShown(subject);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const bodyId = useId();

  const confirm = async () => {
    if (!shown) return;
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm(shown);
      onClose();
    } catch (error) {
      setFailure(failureMessage(error, failedText));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open={subject !== null}
      onClose={onClose}
      busy={busy}
      titleId={titleId}
      bodyId={bodyId}
      width={width}
      onExited={() => {
        setFailure(null);
        onExited?.();
      }}
      testId={testId}
    >
      {shown !== null && (
        <>
          <DialogTitle id={titleId}>{title(shown)}</DialogTitle>
          <DialogContent>
            {lead?.(shown)}
            <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
              {body(shown)}
            </DialogContentText>
            <FailureAlert failure={failure} mt={2} />
          </DialogContent>
          <DialogButtons busy={busy} onCancel={onClose} onConfirm={() => void confirm()} {...buttons} />
        </>
      )}
    </AppDialog>
  );
}
