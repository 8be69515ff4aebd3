import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { StatusChip } from '../../../components/status-chip';

/** An ad's moderation status as the interface names it (pending shows as "waiting"). */
export function AdStatusChip({ status }: { status: Ad['status'] }) {
  const { t } = useTranslation('myAds');
  return <StatusChip status={status} label={t(`status.${status}`)} testId="ad-status" />;
}
