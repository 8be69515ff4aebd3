import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useRecentSearches } from '../hooks/use-recent-searches';

/** The search page before a search: recent searches to run again, remove one by one or clear. */
export function RecentSearches({ onRun }: { onRun: (text: string) => void }) {
  const { t } = useTranslation('search');
  const recent = useRecentSearches();
  const headingId = useId();

  if (recent.list.length === 0) {
    return (
      <EmptyState
        icon={SearchIcon}
        title={t('recent.emptyTitle')}
        body={t('recent.emptyBody')}
        testId="search-start"
      />
    );
  }
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="recent-searches"
      sx={{ borderRadius: '20px', p: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('recent.heading')}
        </Typography>
        <Button onClick={recent.clear} data-testid="recent-clear">
          {t('recent.clearAll')}
        </Button>
      </Box>
      <List aria-labelledby={headingId}>
        {recent.list.map((text) => (
          <ListItem
            key={text}
            disablePadding
            data-testid="recent-search"
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('recent.remove', { query: text })}
                onClick={() => recent.forget(text)}
                data-testid="recent-remove"
              >
                <CloseIcon aria-hidden />
              </IconButton>
            }
          >
            <ListItemButton
              onClick={() => {
                recent.remember(text);
                onRun(text);
              }}
              sx={{ borderRadius: '12px', minHeight: 48 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <HistoryIcon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={text} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
