import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { PageHeading } from '../../components/page-heading';
import { SplitRow } from '../../components/split-row';
import { useCities } from '../../features/catalog/api/get-cities';
import { CitySelect } from '../../features/catalog/components/city-select';
import { useCityLabel } from '../../features/catalog/hooks/use-city-label';
import { findCity } from '../../features/catalog/utils/find-city';
import { CalendarFeedLink } from '../../features/events/components/calendar-feed-link';
import { EventList } from '../../features/events/components/event-list';
import { EventListSkeleton } from '../../features/events/components/event-list-skeleton';
import {
  EVENTS_PANEL_ID,
  EventListTabs,
  eventsTabId,
} from '../../features/events/components/event-list-tabs';
import { SubscribeButton } from '../../features/events/components/subscribe-button';
import { useEventsFilters } from '../../features/events/hooks/use-events-filters';
import { feedUrl } from '../../features/events/utils/calendar-links';
import { useSiteConfig } from '../../features/site-config/api/get-site-config';
import { currentLanguage } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /events — upcoming and past events, of one city or all (?when=past&city=…), with calendar feeds. */
export default function EventsPage() {
  const { t, i18n } = useTranslation('events');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { when, city: cityParam, update } = useEventsFilters();
  const citiesQuery = useCities();
  // The site's address, the same on the server and in the browser.
  const siteUrl = useSiteConfig().data?.site_url;
  const cityLabel = useCityLabel();
  const cities = citiesQuery.data ?? [];
  const city = findCity(cities, cityParam);
  useDocumentTitle(t('heading'));
  const listLabel = `${t(`tabs.${when}`)} · ${city ? cityLabel(city) : t('city.all')}`;

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <CalendarFeedLink
        title={listLabel}
        href={feedUrl(siteUrl ?? '', currentLanguage(i18n.language), city?.slug)}
      />
      <PageHeading
        headingRef={headingRef}
        title={t('heading')}
        subtitle={t('subtitle')}
        action={<SubscribeButton city={city} />}
      />
      <SplitRow>
        <EventListTabs value={when} onChange={(next) => update({ when: next })} />
        {citiesQuery.isSuccess && (
          <CitySelect
            cities={cities}
            city={city}
            onChange={(next) => update({ city: next?.slug ?? null })}
            label={t('city.label')}
            allLabel={t('city.all')}
            testId="events-city"
          />
        )}
      </SplitRow>
      <Box role="tabpanel" id={EVENTS_PANEL_ID} aria-labelledby={eventsTabId(when)}>
        {citiesQuery.isError ? (
          <ErrorState
            title={t('errorTitle')}
            error={citiesQuery.error}
            onRetry={() => void citiesQuery.refetch()}
          />
        ) : citiesQuery.isPending ? (
          <EventListSkeleton />
        ) : (
          <EventList filter={{ when, city: city?.id }} label={listLabel} />
        )}
      </Box>
    </Stack>
  );
}
