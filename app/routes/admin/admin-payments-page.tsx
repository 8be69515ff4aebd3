import { useTranslation } from 'react-i18next';
import { AdminPayments } from '../../features/admin-payments/components/admin-payments';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/payments (admins only, RequireAdmin): payments, their detail, refund marking, monthly totals. */
export default function AdminPaymentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.adminPayments'));
  return <AdminPayments />;
}
