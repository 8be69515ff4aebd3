import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { type EventsFilter, useEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { EventGrid } from './event-grid';
import { EventListSkeleton } from './event-list-skeleton';

/** A page of events with skeletons, empty and error states, and "Show more" (cursor paging). */
export function EventList({ filter, label }: { filter: EventsFilter; label: string }) {
  const { t } = useTranslation('events');
  const query = useEvents(filter);
  // One "now" per list, so every card agrees on what is today.
  const [now] = useState(() => new Date());

  if (query.isPending) return <EventListSkeleton />;
  if (query.isError && !query.data) {
    return <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const events = query.data.pages.flatMap((page) => page.items);
  if (events.length === 0) {
    const upcoming = filter.when === 'upcoming';
    return (
      <EmptyState
        icon={EventBusyIcon}
        title={upcoming ? t('empty.upcomingTitle') : t('empty.pastTitle')}
        body={upcoming ? t('empty.upcomingBody') : t('empty.pastBody')}
        testId="events-empty"
        action={
          upcoming ? (
            <Button component={Link} to="/post-ad" variant="contained" startIcon={<AddIcon aria-hidden />}>
              {t('empty.action')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary' }}
        aria-live="polite"
        data-testid="events-count"
      >
        {t('count', { count: events.length })}
      </Typography>
      <EventGrid label={label}>
        {events.map((ad) => (
          <li key={ad.id}>
            <EventCard ad={ad} now={now} />
          </li>
        ))}
      </EventGrid>
      {query.isFetchNextPageError && (
        <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.fetchNextPage()} />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
        {query.hasNextPage ? (
          <Button
            variant="outlined"
            size="large"
            data-testid="events-more"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            startIcon={
              query.isFetchingNextPage ? <CircularProgress size={18} color="inherit" aria-hidden /> : null
            }
            sx={{ minWidth: 220 }}
          >
            {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('endOfList')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
