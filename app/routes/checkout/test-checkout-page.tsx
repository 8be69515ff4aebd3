import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

/** The test payment provider's checkout page (filled in by the payments work). */
export default function TestCheckoutPage() {
  const { t } = useTranslation('checkout');
  return <ComingSoon title={t('heading')} />;
}
