import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { MonetisationSettings } from '../../features/admin-monetisation/components/monetisation-settings';
import { PlansPanel } from '../../features/admin-plans/components/plans-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/monetization (admins only, RequireAdmin): the platform's monetisation switches, then its plans. */
export default function AdminMonetizationPage() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('adminMonetization');
  useDocumentTitle(t('pages.adminMonetization'));
  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="admin-monetization-page">
      <PageHeading title={tm('heading')} subtitle={tm('subtitle')} />
      <MonetisationSettings />
      <PlansPanel />
    </Stack>
  );
}
