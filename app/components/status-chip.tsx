import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import type { ReactElement } from 'react';
import type { ModerationStatus } from './status-tabs';
import { type ChipTone, TintedChip } from './tinted-chip';

const LOOK: Record<ModerationStatus | 'expired', { tone: ChipTone; icon: ReactElement }> = {
  pending: { tone: 'warning', icon: <HourglassEmptyIcon aria-hidden /> },
  approved: { tone: 'success', icon: <CheckCircleOutlinedIcon aria-hidden /> },
  rejected: { tone: 'error', icon: <CancelOutlinedIcon aria-hidden /> },
  expired: { tone: 'grey', icon: <EventBusyOutlinedIcon aria-hidden /> },
};

type Props = { status: ModerationStatus | 'expired'; label: string; testId: string };

/** A moderation status (of an ad, a rating), or an ad's expiry. */
export function StatusChip({ status, label, testId }: Props) {
  return <TintedChip {...LOOK[status]} label={label} testId={testId} status={status} />;
}
