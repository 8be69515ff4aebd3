import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Ad } from '../../../../shared/schemas/ads';
import { failureMessage } from '../../../lib/failure-message';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../auth/api/get-session';
import { useRenewAd } from '../api/renew-ad';
import { renewedMessage } from '../utils/ad-expiry';
import { AdActionButton } from './ad-action-button';

type Props = { ad: Pick<Ad, 'id' | 'renewable'>; 'aria-describedby'?: string };

/** Renew, offered while the ad may be renewed (`renewable`: expired, or close to its expiry). */
export function RenewAdButton({ ad, ...props }: Props) {
  const { t, i18n } = useTranslation('myAds');
  const { user } = useSession();
  const renew = useRenewAd(user?.id ?? null);
  if (!ad.renewable) return null;
  const onClick = () =>
    renew.mutate(ad.id, {
      onSuccess: (renewed) => toast.success(renewedMessage(t, renewed, currentLanguage(i18n.language))),
      onError: (error) => toast.error(failureMessage(error, t('renewFailed'))),
    });
  return (
    <AdActionButton
      kind="renew"
      onClick={onClick}
      disabled={renew.isPending}
      aria-describedby={props['aria-describedby']}
      data-testid="renew-ad"
    >
      {t('renew')}
    </AdActionButton>
  );
}
