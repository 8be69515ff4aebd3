import Dialog from '@mui/material/Dialog';
import { Fragment, type ReactNode, useId, useState } from 'react';

/** What a form in a FormDialog is given: the ids that name the dialog, and what its buttons do. */
export type FormDialogSlots<V> = {
  titleId: string;
  bodyId: string;
  /** Keeps the dialog open (Escape, a click outside) while the form is submitting. */
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  /** Does the change, then closes the dialog; throws (and stays open) when the change failed. */
  onConfirm: (value: V) => Promise<void>;
};

type Props<T, V> = {
  /** What the form is about; null keeps the dialog closed. */
  subject: T | null;
  onClose: () => void;
  /** When it has finished closing (focus may need a new place if its button has gone). */
  onExited?: () => void;
  /** Makes the change the form asks for; throws when that failed. */
  onConfirm: (value: V) => Promise<void>;
  testId: string;
  children: (subject: T, slots: FormDialogSlots<V>) => ReactNode;
};

/**
 * A dialog around one form about `subject`: the form starts clean each time the dialog opens, keeps
 * showing while the dialog closes (when `subject` is already null), and cannot be closed while busy.
 */
export function FormDialog<T, V>({ subject, onClose, onExited, onConfirm, testId, children }: Props<T, V>) {
  const [shown, setShown] = useState<T | null>(subject);
  const [opened, setOpened] = useState(0);
  const [busy, setBusy] = useState(false);
  if (subject && subject !== shown) {
    setShown(subject);
    setOpened((n) => n + 1);
  }
  const titleId = useId();
  const bodyId = useId();
  const confirm = async (value: V) => {
    await onConfirm(value);
    onClose();
  };

  return (
    <Dialog
      open={subject !== null}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          sx: {
            borderRadius: '20px',
            mx: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: '100%' },
          },
        },
        transition: { onExited },
      }}
      data-testid={testId}
    >
      {shown && (
        <Fragment key={opened}>
          {children(shown, { titleId, bodyId, onBusyChange: setBusy, onCancel: onClose, onConfirm: confirm })}
        </Fragment>
      )}
    </Dialog>
  );
}
