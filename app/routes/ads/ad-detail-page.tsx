import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { NotFoundState } from '../../components/not-found-state';
import { AdDetail } from '../../features/ad-detail/components/ad-detail';
import { AdDetailSkeleton } from '../../features/ad-detail/components/ad-detail-skeleton';
import { useAd } from '../../features/ads/api/get-ad';
import { isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /ads/:id — one ad; an unknown or unpublished id shows the not-found card. */
export default function AdDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useAd(id);
  const notFound =
    query.isError &&
    isApiError(query.error) &&
    (query.error.status === 404 ||
      query.error.code === 'NOT_FOUND' ||
      query.error.code === 'VALIDATION_FAILED');
  useDocumentTitle(query.data?.title ?? (notFound ? t('notFound.adTitle') : null));

  if (query.isPending) return <AdDetailSkeleton />;
  if (notFound) return <NotFoundState title={t('notFound.adTitle')} body={t('notFound.adBody')} />;
  if (query.isError) {
    return (
      <ErrorState title={t('ads.loadErrorTitle')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <AdDetail ad={query.data} />;
}
