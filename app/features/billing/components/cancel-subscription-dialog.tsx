import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Subscription } from '../../../../shared/schemas/subscriptions';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useChangeSubscription } from '../api/change-subscription';

type Props = { subscription: Subscription | null; userId: string; onClose: () => void };

/** "Cancel your subscription?": it stays active until the period end; says how it went in a toast. */
export function CancelSubscriptionDialog({ subscription, userId, onClose }: Props) {
  const { t, i18n } = useTranslation('billing');
  const language = currentLanguage(i18n.language);
  const cancel = useChangeSubscription(userId, 'cancel');

  const confirm = async (sub: Subscription) => {
    try {
      await cancel.mutateAsync(sub.id);
      toast.success(t('subscriptions.cancelled'));
    } catch {
      // The list is refreshed meanwhile (it may have changed elsewhere); the dialog closes.
      toast.error(t('subscriptions.cancelFailed'));
    }
  };

  return (
    <ConfirmDialog
      subject={subscription}
      title={() => t('subscriptions.cancelDialog.title')}
      body={(sub) =>
        t('subscriptions.cancelDialog.body', {
          plan: language === 'en' ? sub.plan_name_en : sub.plan_name_uk,
          date: formatDate(sub.current_period_end, language),
        })
      }
      onConfirm={confirm}
      onClose={onClose}
      failedText={t('subscriptions.cancelFailed')}
      width="xs"
      cancelLabel={t('subscriptions.cancelDialog.keep')}
      confirmLabel={t('subscriptions.cancelDialog.confirm')}
      busyLabel={t('subscriptions.cancelDialog.busy')}
      color="error"
      focusCancel
      confirmTestId="confirm-cancel-subscription"
      testId="cancel-subscription-dialog"
    />
  );
}
