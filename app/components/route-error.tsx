import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Last-resort error screen of the router (e.g. a page chunk failed to load after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 3, textAlign: 'center' }}>
      <ErrorOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'error.main', mb: 2 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('failure.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('failure.body')}</Typography>
      <Button variant="contained" size="large" onClick={() => window.location.reload()}>
        {t('failure.reload')}
      </Button>
    </Box>
  );
}
