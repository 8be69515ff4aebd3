import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { MessageCard } from '../../../components/message-card';
import { NotFoundState } from '../../../components/not-found-state';
import { PageSpinner } from '../../../components/page-spinner';
import { isApiError } from '../../../lib/api-client';
import { hasContactFields } from '../../ads/api/get-ad';
import { useAdForEditing } from '../../ads/api/get-ad-for-editing';
import { useSession } from '../../auth/api/get-session';
import { AdEditor } from './ad-editor';
import { AdFormLayout } from './ad-form-layout';

/** /edit-ad/{id}: loads the ad (pending ones too, for its owner and admins) and shows the form. */
export function EditAdScreen({ id }: { id: string }) {
  const { t } = useTranslation(['adForm', 'ui']);
  const { abilities } = useSession();
  const query = useAdForEditing(id, abilities.moderate);
  const location = useLocation();
  const navigate = useNavigate();
  // Kept here and dropped from the history entry, so a reload does not repeat it.
  const [imageNotice] = useState(
    () => (location.state as { imageNotice?: string } | null)?.imageNotice ?? null,
  );
  useEffect(() => {
    if (imageNotice) navigate(location.pathname, { replace: true, state: null });
  }, [imageNotice, navigate, location.pathname]);
  const ad = query.data;

  if (query.isPending) return <PageSpinner />;
  if (!ad) {
    const missing =
      isApiError(query.error) && (query.error.status === 404 || query.error.code === 'VALIDATION_FAILED');
    if (missing) return <NotFoundState title={t('ui:notFound.adTitle')} body={t('ui:notFound.adBody')} />;
    return (
      <ErrorState title={t('page.loadError')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!hasContactFields(ad) || !ad.abilities.edit) {
    return (
      <MessageCard testId="not-your-ad">
        <Typography variant="h4" component="h1" gutterBottom>
          {t('page.notYoursTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('page.notYoursBody')}</Typography>
        <Button component={Link} to="/my-ads" variant="contained" size="large">
          {t('page.backToMyAds')}
        </Button>
      </MessageCard>
    );
  }
  return (
    <AdFormLayout heading={t('page.editHeading')} subtitle={t('page.editSubtitle')}>
      <AdEditor key={ad.id} ad={ad} asAdmin={abilities.moderate} imageNotice={imageNotice} />
    </AdFormLayout>
  );
}
