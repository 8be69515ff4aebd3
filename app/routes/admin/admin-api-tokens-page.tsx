import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until this page ships in a later release. */
export default function AdminApiTokensPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.adminApiTokens')} />;
}
