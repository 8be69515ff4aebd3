import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-client';

/** A failed search: the server's own words when the search limit is reached (they hold the wait), else why and retry. */
export function SearchFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('search');
  if (isApiError(error) && error.code === 'SEARCH_RATE_LIMITED') {
    return (
      <Alert
        severity="warning"
        variant="outlined"
        role="alert"
        data-testid="search-rate-limited"
        sx={{ borderRadius: '12px' }}
      >
        <AlertTitle>{t('results.rateLimitedTitle')}</AlertTitle>
        {error.message}
      </Alert>
    );
  }
  return <ErrorState title={t('results.errorTitle')} error={error} onRetry={onRetry} />;
}
