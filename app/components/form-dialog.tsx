import { Fragment, type ReactNode, useId, useState } from 'react';
import { AppDialog } from './app-dialog';

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
  /**
   * Which subject it is: the form starts clean only when this changes (a subject whose facts follow
   * the list while the dialog is open). Without it, every new subject starts a clean form.
   */
  keyOf?: (subject: T) => unknown;
  onClose: () => void;
  /** When it has finished closing (focus may need a new place if its button has gone). */
  onExited?: () => void;
  /** Makes the change the form asks for; throws when that failed. */
  onConfirm: (value: V, subject: T) => Promise<void>;
  testId: string;
  children: (subject: T, slots: FormDialogSlots<V>) => ReactNode;
};

/**
 * A dialog around one form about `subject`: the form starts clean each time the dialog opens, keeps
 * showing while the dialog closes (when `subject` is already null), and cannot be closed while busy.
 */
export function FormDialog<T, V>({
  subject,
  keyOf,
  onClose,
  onExited,
  onConfirm,
  testId,
  children,
}: Props<T, V>) {
  const [shown, setShown] = useState<T | null>(subject);
  const [opened, setOpened] = useState(0);
  const [busy, setBusy] = useState(false);
  if (subject && subject !== shown) {
    if (!keyOf || shown === null || keyOf(subject) !== keyOf(shown)) setOpened((n) => n + 1);
    setShown(subject);
  }
  const titleId = useId();
  const bodyId = useId();

  return (
    <AppDialog
      open={subject !== null}
      onClose={onClose}
      busy={busy}
      titleId={titleId}
      bodyId={bodyId}
      onExited={onExited}
      testId={testId}
    >
      {shown && (
        <Fragment key={opened}>
          {children(shown, {
            titleId,
            bodyId,
            onBusyChange: setBusy,
            onCancel: onClose,
            onConfirm: async (value: V) => {
              await onConfirm(value, shown);
              onClose();
            },
          })}
        </Fragment>
      )}
    </AppDialog>
  );
}
