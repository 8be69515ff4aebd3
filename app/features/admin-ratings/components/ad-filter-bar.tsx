import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAd } from '../../ads/api/get-ad';

/** "Ratings of “<ad title>”" while the list shows one ad's ratings, and a button to show every ad's again. */
export function AdFilterBar({ adId, onClear }: { adId: string; onClear: () => void }) {
  const { t } = useTranslation('ratings');
  const ad = useAd(adId);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      data-testid="rating-ad-filter"
      sx={{
        alignItems: { xs: 'stretch', sm: 'center' },
        p: 1.5,
        pl: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
        <FilterListIcon aria-hidden sx={{ color: 'primary.main' }} />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {ad.data ? t('admin.adFilter', { title: ad.data.title }) : t('admin.adFilterUnknown')}
        </Typography>
      </Stack>
      <Button onClick={onClear} startIcon={<CloseIcon aria-hidden />} data-testid="clear-ad-filter">
        {t('admin.clearAdFilter')}
      </Button>
    </Stack>
  );
}
