import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { BlockedWordsPanel } from '../../features/admin-blocked-words/components/blocked-words-panel';
import { TrustSettingsPanel } from '../../features/admin-trust/components/trust-settings-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/trust (admins only, RequireAdmin): the trust-and-safety numbers, then the blocked words. */
export default function AdminTrustPage() {
  const { t } = useTranslation();
  const { t: tt } = useTranslation('adminTrust');
  useDocumentTitle(t('pages.adminTrust'));
  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="admin-trust-page">
      <PageHeading title={tt('heading')} subtitle={tt('subtitle')} />
      <TrustSettingsPanel />
      <BlockedWordsPanel />
    </Stack>
  );
}
