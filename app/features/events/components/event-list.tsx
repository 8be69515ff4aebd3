import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListCount } from '../../../components/list-count';
import { ListEnd } from '../../../components/list-end';
import { usePageStart } from '../../../lib/use-page-start';
import { AdGridLayout, firstRowCards } from '../../ads/components/ad-grid-layout';
import { type EventsFilter, useEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { EventListSkeleton } from './event-list-skeleton';

/** A page of events with skeletons, empty and error states, and "Show more" (cursor paging). */
export function EventList({ filter, label }: { filter: EventsFilter; label: string }) {
  const { t } = useTranslation('events');
  const { from, hrefFrom } = usePageStart();
  const query = useEvents({ ...filter, from });
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
      <ListCount testId="events-count">{t('count', { count: events.length })}</ListCount>
      <AdGridLayout label={label} wideCards>
        {events.map((ad, index) => (
          <li key={ad.id}>
            <EventCard ad={ad} now={now} priority={index < firstRowCards(true)} />
          </li>
        ))}
      </AdGridLayout>
      {query.isFetchNextPageError && (
        <ErrorState title={t('errorTitle')} error={query.error} onRetry={() => void query.fetchNextPage()} />
      )}
      <ListEnd
        query={query}
        nextHref={hrefFrom(query.data.pages.at(-1)?.nextCursor)}
        texts={{ more: t('loadMore'), loading: t('loadingMore'), end: t('endOfList') }}
        testId="events-more"
      />
    </Stack>
  );
}
