import type { AdminPaymentDetail } from '../../../../shared/schemas/admin-payments';
import { FormDialog } from '../../../components/form-dialog';
import { RefundForm } from './refund-form';

type Props = {
  /** The payment to mark refunded; null keeps the dialog closed. */
  payment: AdminPaymentDetail | null;
  onClose: () => void;
  /** Marks it with the reason (null: none); throws when that failed. */
  onConfirm: (reason: string | null, payment: AdminPaymentDetail) => Promise<void>;
};

/** Asks before marking a refund; each time it opens, its form starts clean. */
export function RefundDialog({ payment, ...dialog }: Props) {
  return (
    <FormDialog subject={payment} keyOf={(p) => p.id} {...dialog} testId="refund-dialog">
      {(shown, slots) => <RefundForm payment={shown} {...slots} />}
    </FormDialog>
  );
}
