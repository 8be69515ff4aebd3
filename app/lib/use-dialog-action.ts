import { type FormEvent, useEffect, useState } from 'react';
import { failureMessage } from './failure-message';

/**
 * Runs the action of a dialog form without fields to validate: busy while it runs (and after, while the
 * dialog closes); when it threw, the line that says why, and the form can be sent again.
 */
export function useDialogAction(
  onBusyChange: (busy: boolean) => void,
  fallback: string,
  /** What the form's submit does; null while there is nothing to do (the submit then does nothing). */
  action: (() => Promise<void>) | null,
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const run = async (act: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await act();
    } catch (error) {
      setFailure(failureMessage(error, fallback));
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action) void run(action);
  };
  return { busy, failure, submit };
}
