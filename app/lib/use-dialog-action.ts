import { type FormEvent, useEffect, useState } from 'react';
import { failureMessage } from './failure-message';

/**
 * Runs the action of a dialog form without fields to validate: busy while it runs (and after, while the
 * dialog closes); when it threw, the line that says why, and the form can be sent again.
 */
export function useDialogAction(onBusyChange: (busy: boolean) => void, fallback: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  /** The form's submit: runs `action`, or nothing while there is nothing to do (null). */
  const submit = async (event: FormEvent, action: (() => Promise<void>) | null) => {
    event.preventDefault();
    if (!action) return;
    setFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(failureMessage(error, fallback));
      setBusy(false);
    }
  };
  return { busy, failure, submit };
}
