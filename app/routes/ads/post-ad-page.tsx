import { useTranslation } from 'react-i18next';
import { AdEditor } from '../../features/ad-form/components/ad-editor';
import { AdFormLayout } from '../../features/ad-form/components/ad-form-layout';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /post-ad (signed-in only, RequireAuth): a new ad, waiting for moderation once posted. */
export default function PostAdPage() {
  const { t } = useTranslation(['adForm', 'ui']);
  useDocumentTitle(t('ui:pages.postAd'));
  return (
    <AdFormLayout heading={t('page.postHeading')} subtitle={t('page.postSubtitle')}>
      <AdEditor />
    </AdFormLayout>
  );
}
