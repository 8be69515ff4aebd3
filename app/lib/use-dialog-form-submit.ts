import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type ReportOptions, reportFailure } from './report-failure';

/**
 * The submit of a form in a FormDialog: sends the valid values; when that failed, the server's
 * messages go under their fields and the rest into `failure`. The dialog stays open while `busy`.
 */
export function useDialogFormSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  onBusyChange: (busy: boolean) => void,
  send: (values: O) => Promise<void>,
  report: Omit<ReportOptions<T>, 'setError'>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      setFailure(reportFailure(error, { ...report, setError: form.setError }));
    }
  });
  return { busy, failure, submit };
}
