import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AdminPaymentDetail, REFUND_REASON_MAX } from '../../../../shared/schemas/admin-payments';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';

type Props = FormDialogSlots<string | null> & { payment: AdminPaymentDetail };

/** What marking the refund ends, for this kind of payment. */
function useWhatEnds(payment: AdminPaymentDetail): string {
  const { t } = useTranslation('adminPayments');
  const title = payment.bought.ad?.title ?? payment.ad?.title;
  switch (payment.kind) {
    case 'upgrade':
      return title ? t('refund.upgrade', { title }) : t('refund.upgradeNoAd');
    case 'sponsorship':
      return title ? t('refund.sponsorship', { title }) : t('refund.upgradeNoAd');
    case 'subscription':
      return t('refund.subscription');
    default:
      return t('refund.boost');
  }
}

/** Says what ends now and that the money goes back elsewhere; an optional reason; Mark as refunded. */
export function RefundForm({ payment, ...slots }: Props) {
  const { t } = useTranslation('adminPayments');
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const whatEnds = useWhatEnds(payment);
  const submission = useDialogFormSubmit(
    form,
    slots.onBusyChange,
    ({ reason: text }) => slots.onConfirm(text.trim() || null),
    { fallback: t('refund.failed'), fields: ['reason'] as const },
  );
  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t('refund.title')}
      description={whatEnds}
      descriptionTestId="refund-explanation"
      note={
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('refund.money')}
        </Typography>
      }
      buttons={{
        cancelLabel: t('refund.cancel'),
        confirmLabel: t('refund.confirm'),
        busyLabel: t('refund.working'),
        color: 'error',
        confirmTestId: 'confirm-refund',
      }}
    >
      <TextField
        {...form.register('reason')}
        label={t('refund.reason')}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(form.formState.errors.reason)}
        helperText={
          form.formState.errors.reason?.message ??
          t('refund.reasonHint', { count: reason.length, max: REFUND_REASON_MAX })
        }
        slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX, 'data-testid': 'refund-reason' } }}
      />
    </DialogForm>
  );
}
