import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until this page ships in a later release. */
export default function MyAdsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.myAds')} />;
}
