import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { EVENT_LISTS, type EventList } from '../../../../shared/schemas/events';

export const EVENTS_PANEL_ID = 'events-panel';
export const eventsTabId = (when: EventList) => `events-tab-${when}`;

/** Upcoming | Past. */
export function EventListTabs({
  value,
  onChange,
}: {
  value: EventList;
  onChange: (when: EventList) => void;
}) {
  const { t } = useTranslation('events');
  return (
    <Tabs
      value={value}
      onChange={(_event, next: EventList) => onChange(next)}
      aria-label={t('tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 48 }}
    >
      {EVENT_LISTS.map((when) => (
        <Tab
          key={when}
          value={when}
          label={t(`tabs.${when}`)}
          id={eventsTabId(when)}
          aria-controls={EVENTS_PANEL_ID}
          data-testid={`events-tab-${when}`}
          sx={{ minHeight: 48, textTransform: 'none', fontWeight: 600, fontSize: '1rem' }}
        />
      ))}
    </Tabs>
  );
}
