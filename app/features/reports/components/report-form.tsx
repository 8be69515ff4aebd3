import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportInput } from '../../../../shared/schemas/reports';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';

type Values = { reason: string; details: string };
type Props = FormDialogSlots<ReportInput> & { title: string };

/** Why the ad is reported (one of the reasons), with the person's own words (needed for "Other"). */
export function ReportForm({ title, ...slots }: Props) {
  const { t } = useTranslation('reports');
  const labelId = useId();
  const form = useForm<Values>({ defaultValues: { reason: '', details: '' } });
  const submission = useDialogFormSubmit(
    form,
    slots.onBusyChange,
    ({ reason, details }) =>
      slots.onConfirm({
        reason: reason as ReportInput['reason'],
        ...(details.trim() ? { details: details.trim() } : {}),
      }),
    { fallback: t('failure'), fields: ['reason', 'details'] as const },
  );
  const { errors } = form.formState;
  const reason = form.watch('reason');
  const details = form.watch('details');

  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t('dialog.title')}
      description={t('dialog.body', { title })}
      buttons={{
        cancelLabel: t('dialog.cancel'),
        confirmLabel: t('dialog.send'),
        busyLabel: t('dialog.sending'),
        color: 'error',
        confirmTestId: 'send-report',
      }}
      testId="report-form"
    >
      <Controller
        control={form.control}
        name="reason"
        rules={{ required: t('reasonRequired') }}
        render={({ field: { ref, ...field } }) => (
          <FormControl error={Boolean(errors.reason)} required>
            <FormLabel id={labelId}>{t('dialog.reason')}</FormLabel>
            <RadioGroup {...field} aria-labelledby={labelId} data-testid="report-reasons">
              {REPORT_REASONS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={
                    <Radio slotProps={{ input: { ref: value === REPORT_REASONS[0] ? ref : undefined } }} />
                  }
                  label={t(`reasons.${value}`)}
                  data-testid={`report-reason-${value}`}
                />
              ))}
            </RadioGroup>
            {errors.reason && <FormHelperText>{errors.reason.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <TextField
        {...form.register('details', {
          validate: (text) => reason !== 'other' || text.trim() !== '' || t('detailsRequired'),
        })}
        label={reason === 'other' ? t('dialog.detailsRequired') : t('dialog.details')}
        required={reason === 'other'}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(errors.details)}
        helperText={
          errors.details?.message ??
          t('dialog.detailsHint', { count: details.length, max: REPORT_DETAILS_MAX })
        }
        slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX, 'data-testid': 'report-details' } }}
      />
    </DialogForm>
  );
}
