import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Tells everyone that this event is over: its page is a record now, with nothing on offer (docs/decisions/035). */
export function AdEndedNotice() {
  const { t } = useTranslation('adDetail');
  return (
    <Alert
      severity="info"
      variant="outlined"
      data-testid="event-ended-notice"
      sx={{ borderRadius: '20px', alignItems: 'flex-start' }}
    >
      <AlertTitle component="h2" sx={{ fontWeight: 700 }}>
        {t('notice.endedTitle')}
      </AlertTitle>
      <Typography>{t('notice.endedBody')}</Typography>
    </Alert>
  );
}
