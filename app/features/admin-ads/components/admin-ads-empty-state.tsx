import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StatusTab } from '../utils/admin-ads-filters';

type Props = { status: StatusTab; filtered: boolean; onClearFilters: () => void };

/** Nothing in this tab: says so for the tab, and offers to clear the filters when they narrow it. */
export function AdminAdsEmptyState({ status, filtered, onClearFilters }: Props) {
  const { t } = useTranslation('adminAds');
  return (
    <Paper
      variant="outlined"
      data-testid="admin-ads-empty"
      sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', borderRadius: '20px' }}
    >
      <TaskAltIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        {t(`empty.${status}`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520, mx: 'auto' }}>
        {filtered ? t('empty.filteredBody') : t('empty.body')}
      </Typography>
      {filtered && (
        <Button variant="outlined" onClick={onClearFilters} sx={{ mt: 3 }}>
          {t('filters.clear')}
        </Button>
      )}
    </Paper>
  );
}
