import AddIcon from '@mui/icons-material/Add';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AdsEmptyState() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', borderRadius: '20px' }}>
      <InboxOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        {t('listing.emptyTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('listing.emptyBody')}</Typography>
      <Button
        component={Link}
        to="/post-ad"
        variant="contained"
        size="large"
        startIcon={<AddIcon aria-hidden />}
      >
        {t('listing.emptyAction')}
      </Button>
    </Paper>
  );
}
