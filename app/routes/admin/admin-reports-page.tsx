import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminReports } from '../../features/admin-reports/components/admin-reports';
import { ReportedMessages } from '../../features/admin-reports/components/reported-messages';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/reports (admins only, RequireAdmin): the moderators' queues of reported ads and (?tab=messages) messages. */
export default function AdminReportsPage() {
  const { t } = useTranslation(['ui', 'messages']);
  useDocumentTitle(t('pages.adminReports'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'messages' ? 'messages' : 'ads';
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'messages' ? { tab: 'messages' } : {})}
        sx={{ mb: 2 }}
      >
        <Tab value="ads" label={t('messages:admin.tabAds')} />
        <Tab value="messages" label={t('messages:admin.tabMessages')} data-testid="reports-tab-messages" />
      </Tabs>
      {tab === 'messages' ? <ReportedMessages /> : <AdminReports />}
    </>
  );
}
