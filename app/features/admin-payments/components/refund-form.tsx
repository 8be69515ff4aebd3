import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type AdminPaymentDetail, REFUND_REASON_MAX } from '../../../../shared/schemas/admin-payments';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { ReasonField, useReasonForm } from '../../../components/reason-field';

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
  const { form, submission } = useReasonForm(slots, { fallback: t('refund.failed') });
  const whatEnds = useWhatEnds(payment);
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
      <ReasonField
        form={form}
        label={t('refund.reason')}
        hint={(count) => t('refund.reasonHint', { count, max: REFUND_REASON_MAX })}
        max={REFUND_REASON_MAX}
        minRows={2}
        testId="refund-reason"
      />
    </DialogForm>
  );
}
