import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { failureMessage } from '../../../lib/failure-message';
import { useUnsubscribe, useUnsubscribeTarget } from '../api/unsubscribe';

/**
 * The page a mail's unsubscribe link opens (no sign-in): it names the search and asks; only the
 * button unsubscribes, since mailbox link scanners open links too.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const { t } = useTranslation('savedSearches');
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token);

  if (target.isPending) return <PageSpinner />;
  const manage = (
    <Button component={Link} to="/saved-searches" sx={{ mt: 2 }}>
      {t('unsubscribe.manage')}
    </Button>
  );
  if (target.isError)
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: '20px' }}>
        <Alert severity="warning">{t('unsubscribe.invalid')}</Alert>
        {manage}
      </Paper>
    );
  const { name } = target.data;
  const done = unsubscribe.isSuccess || !target.data.notify_email;
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: '20px' }} data-testid="unsubscribe">
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}
      >
        {t('unsubscribe.heading', { name })}
      </Typography>
      {done ? (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {unsubscribe.isSuccess ? t('unsubscribe.done', { name }) : t('unsubscribe.already', { name })}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t('unsubscribe.text')}</Typography>
          {unsubscribe.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failureMessage(unsubscribe.error, t('unsubscribe.failed'))}
            </Alert>
          )}
          <Button
            variant="contained"
            sx={{ mt: 2, display: 'flex' }}
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {t('unsubscribe.confirm')}
          </Button>
        </>
      )}
      {manage}
    </Paper>
  );
}
