import { useTranslation } from 'react-i18next';
import { AdNotice } from './ad-notice';

/** Tells everyone that this event is over: its page is a record now, with nothing on offer (docs/decisions/035). */
export function AdEndedNotice() {
  const { t } = useTranslation('adDetail');
  return (
    <AdNotice
      severity="info"
      testId="event-ended-notice"
      title={t('notice.endedTitle')}
      body={t('notice.endedBody')}
    />
  );
}
