import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../../lib/failure-message';
import { currentLanguage } from '../../../lib/i18n';
import { useRenewAd } from '../../ads/api/renew-ad';
import { renewedMessage } from '../../ads/utils/ad-expiry';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The reminder mail's link (`/my-ads?renew={id}`, shared/expiry.ts): renews that ad once, says how
 * it went in a toast, and takes the parameter out of the address (a reload renews nothing). Returns
 * whether that renewal is still under way: the list waits for it, so it never shows the old expiry.
 */
export function useRenewFromLink(userId: string): boolean {
  const { t, i18n } = useTranslation('myAds');
  const [params, setParams] = useSearchParams();
  const raw = params.get('renew');
  const renew = useRenewAd(userId);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (raw === null || sent.current === raw) return;
    sent.current = raw;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('renew');
        return next;
      },
      { replace: true },
    );
    if (!UUID.test(raw)) {
      toast.error(t('renewFailed'), { id: `renew-${raw}` });
      return;
    }
    renew.mutate(raw, {
      onSuccess: (ad) =>
        toast.success(renewedMessage(t, ad, currentLanguage(i18n.language)), { id: `renew-${raw}` }),
      onError: (error) => toast.error(failureMessage(error, t('renewFailed')), { id: `renew-${raw}` }),
    });
  }, [raw, renew, setParams, t, i18n.language]);
  return raw !== null || renew.isPending;
}
