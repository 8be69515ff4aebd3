import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedSearch } from '../../../../shared/schemas/saved-searches';

type Props = {
  search: SavedSearch;
  busy: boolean;
  onPause: (search: SavedSearch, paused: boolean) => void;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
};

/** One saved search: its name, question, how its alerts come; show results, alerts on/off, rename, delete. */
export function SavedSearchItem({ search, busy, onPause, onRename, onDelete }: Props) {
  const { t } = useTranslation('savedSearches');
  const channels = [
    search.notify_in_app && t('item.channelsInApp'),
    search.notify_email && t('item.channelsEmail'),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid="saved-search"
      sx={{ p: 2, borderRadius: '16px', listStyle: 'none' }}
    >
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
        {search.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {search.q || t('item.everything')} · {t(`frequencies.${search.frequency}`)} · {channels}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <Button
          component={Link}
          to={search.path}
          variant="outlined"
          aria-label={t('item.openLabel', { name: search.name })}
        >
          {t('item.open')}
        </Button>
        <FormControlLabel
          sx={{ mx: 0.5 }}
          control={
            <Switch
              checked={!search.paused}
              disabled={busy}
              onChange={(event) => onPause(search, !event.target.checked)}
              slotProps={{ input: { 'aria-label': t('item.alertsOnLabel', { name: search.name }) } }}
            />
          }
          label={search.paused ? t('item.paused') : t('item.alertsOn')}
        />
        <Box sx={{ flex: 1 }} />
        <Button
          startIcon={<EditOutlinedIcon />}
          onClick={() => onRename(search)}
          aria-label={t('item.renameLabel', { name: search.name })}
        >
          {t('item.rename')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => onDelete(search)}
          aria-label={t('item.deleteLabel', { name: search.name })}
        >
          {t('item.delete')}
        </Button>
      </Box>
    </Paper>
  );
}
