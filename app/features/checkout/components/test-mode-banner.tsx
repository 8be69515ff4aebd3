import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Says plainly that this is the built-in test provider: nothing is charged. */
export function TestModeBanner() {
  const { t } = useTranslation('checkout');
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="note"
      icon={<ScienceOutlinedIcon />}
      data-testid="test-mode-banner"
      sx={{ borderRadius: '12px', borderWidth: 2 }}
    >
      <Chip
        label={t('testMode.label')}
        size="small"
        // Inverted text colours: readable in both themes, where warning orange on white is not.
        sx={{
          mb: 1,
          fontWeight: 700,
          letterSpacing: 1,
          textTransform: 'uppercase',
          bgcolor: 'text.primary',
          color: 'background.paper',
        }}
      />
      <AlertTitle sx={{ fontWeight: 700 }}>{t('testMode.title')}</AlertTitle>
      {t('testMode.body')}
    </Alert>
  );
}
