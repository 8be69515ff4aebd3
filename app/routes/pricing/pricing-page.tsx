import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { usePlatformSettings } from '../../features/platform-settings/api/get-platform-settings';
import { Pricing } from '../../features/pricing/components/pricing';
import { PricingUnavailable } from '../../features/pricing/components/pricing-unavailable';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /pricing: the plans while the pricing page is in effect (SPEC's defaults when the settings cannot be
 * read); a friendly note otherwise (follows live switches).
 */
export default function PricingPage() {
  const { t } = useTranslation('plans');
  useDocumentTitle(t('heading'));
  const settings = usePlatformSettings();
  if (settings.isPending) return <PageSpinner />;
  if (!settings.features.pricing_page) return <PricingUnavailable />;
  return <Pricing features={settings.features} />;
}
