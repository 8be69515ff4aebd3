import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';

type Props = { title: string; error?: unknown; onRetry?: () => void };

/** A failed load: what failed, why (from the error code), and a retry button. */
export function ErrorState({ title, error, onRetry }: Props) {
  const { t } = useTranslation(['ui', 'errors']);
  let detail = t('errors:INTERNAL');
  if (isApiError(error)) {
    if (error.code === 'NETWORK') detail = t('failure.network');
    // The rate-limit message carries a wait time only the server knows; it is already localised.
    else if (error.code === 'RATE_LIMITED' && error.message) detail = error.message;
    else detail = t(`errors:${error.code}`);
  }
  return (
    <Alert
      severity="error"
      variant="outlined"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
            {t('listing.retry')}
          </Button>
        ) : undefined
      }
      sx={{ alignItems: 'center', borderRadius: '12px' }}
    >
      <AlertTitle sx={{ mb: 0.5 }}>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}
