import TextField from '@mui/material/TextField';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { ReportOptions } from '../lib/report-failure';
import { useDialogFormSubmit } from '../lib/use-dialog-form-submit';
import type { FormDialogSlots } from './form-dialog';

type ReasonValues = { reason: string };

/** A dialog form of one optional reason: it is sent trimmed, or null when left empty. */
export function useReasonForm(
  slots: FormDialogSlots<string | null>,
  report: Omit<ReportOptions<ReasonValues>, 'fields' | 'setError'>,
) {
  const form = useForm<ReasonValues>({ defaultValues: { reason: '' } });
  const submission = useDialogFormSubmit(
    form,
    slots.onBusyChange,
    ({ reason }) => slots.onConfirm(reason.trim() || null),
    { ...report, fields: ['reason'] as const },
  );
  return { form, reason: form.watch('reason'), submission };
}

type Props = {
  form: UseFormReturn<ReasonValues>;
  label: string;
  /** Under the field while nothing is wrong, given how many characters are typed. */
  hint: (count: number) => string;
  max: number;
  minRows: number;
  /** The language it is written in, when that is not the page's. */
  lang?: string;
  testId: string;
};

/** The reason's field; controlled, so a reason filled in from elsewhere shows at once (and lifts the label). */
export function ReasonField({ form, label, hint, max, minRows, lang, testId }: Props) {
  const reason = form.watch('reason');
  const { errors } = form.formState;
  return (
    <TextField
      {...form.register('reason')}
      value={reason}
      label={label}
      multiline
      minRows={minRows}
      fullWidth
      error={Boolean(errors.reason)}
      helperText={errors.reason?.message ?? hint(reason.length)}
      slotProps={{ htmlInput: { maxLength: max, lang, 'data-testid': testId } }}
    />
  );
}
