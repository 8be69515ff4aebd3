import AddIcon from '@mui/icons-material/Add';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** No ads yet: what happens to a first ad, and the way to post it. */
export function MyAdsEmptyState() {
  const { t } = useTranslation('myAds');
  return (
    <Paper
      variant="outlined"
      data-testid="my-ads-empty"
      sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', borderRadius: '20px' }}
    >
      <PostAddOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        {t('empty.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 520, mx: 'auto' }}>
        {t('empty.body')}
      </Typography>
      <Button href="/post-ad" variant="contained" size="large" startIcon={<AddIcon aria-hidden />}>
        {t('empty.action')}
      </Button>
    </Paper>
  );
}
