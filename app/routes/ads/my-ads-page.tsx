import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/api/get-session';
import { PaymentReturnNotice } from '../../features/billing/components/payment-return-notice';
import { MyAds } from '../../features/my-ads/components/my-ads';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /my-ads (signed-in only, RequireAuth): the person's own ads in every status, newest first; what
 * became of a promotion's payment (?payment=); the renewal a reminder mail's link asks for (?renew=).
 */
export default function MyAdsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.myAds'));
  const { user } = useSession();
  if (!user) return null; // RequireAuth shows a spinner or redirects meanwhile.
  return (
    <>
      <PaymentReturnNotice />
      <MyAds userId={user.id} />
    </>
  );
}
