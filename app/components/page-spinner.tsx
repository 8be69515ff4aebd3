import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Centred spinner shown while a page's code or data loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh', py: 6 }}>
      <CircularProgress aria-label={t('a11y.loading')} />
    </Box>
  );
}
