import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { platformSettingsQueryOptions } from '../../features/platform-settings/api/get-platform-settings';
import { Pricing } from '../../features/pricing/components/pricing';
import { PricingUnavailable } from '../../features/pricing/components/pricing-unavailable';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /pricing: the plans while the pricing page is in effect; a friendly note otherwise (follows live switches). */
export default function PricingPage() {
  const { t } = useTranslation('plans');
  useDocumentTitle(t('heading'));
  const settings = useQuery(platformSettingsQueryOptions());
  if (settings.isPending) return <PageSpinner />;
  const features = settings.data?.features;
  if (!features?.pricing_page) return <PricingUnavailable />;
  return <Pricing features={features} />;
}
