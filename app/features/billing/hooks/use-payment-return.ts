import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { adKeys, subscriptionKeys } from '../../../lib/query-keys';
import { usePayment } from '../api/get-payment';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long to wait for the provider's confirmation before saying it is still on its way. */
const PATIENCE_MS = 20_000;

/**
 * Back from a checkout (`?payment={id}`): waits for the payment's outcome, says it in a toast,
 * refreshes what it changed, and takes the parameter out of the address (so a reload says nothing).
 */
export function usePaymentReturn() {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const raw = params.get('payment');
  const id = raw && UUID.test(raw) ? raw : null;
  const payment = usePayment(id);
  const [waitedFor, setWaitedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return;
    const timer = window.setTimeout(() => setWaitedFor(id), PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, [id]);

  const status = payment.data?.status;
  const kind = payment.data?.kind;
  const settled = status !== undefined && status !== 'pending';
  const gaveUp = id !== null && waitedFor === id && !settled;
  const done = raw !== null && (id === null || settled || gaveUp || payment.isError);

  useEffect(() => {
    if (!done) return;
    // The same id for each: shown once, however often this runs.
    const toastId = `payment-${raw}`;
    if (status === 'paid' && kind) {
      toast.success(t(`payment.paid.${kind}`), { id: toastId });
      void queryClient.invalidateQueries({ queryKey: adKeys.all });
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    } else if (status === 'failed' || status === 'expired') {
      toast.error(t('payment.notCompleted'), { id: toastId });
    } else if (gaveUp) {
      toast.info(t('payment.stillPending'), { id: toastId });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
  }, [done, raw, status, kind, gaveUp, t, queryClient, setParams]);
}
