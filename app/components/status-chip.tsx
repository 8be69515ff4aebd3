import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import type { ReactElement } from 'react';
import type { ModerationStatus } from './status-tabs';
import { type ChipTone, TintedChip } from './tinted-chip';

const LOOK: Record<ModerationStatus, { tone: ChipTone; icon: ReactElement }> = {
  pending: { tone: 'warning', icon: <HourglassEmptyIcon aria-hidden /> },
  approved: { tone: 'success', icon: <CheckCircleOutlinedIcon aria-hidden /> },
  rejected: { tone: 'error', icon: <CancelOutlinedIcon aria-hidden /> },
};

type Props = { status: ModerationStatus; label: string; testId: string };

/** A moderation status (of an ad, a rating). */
export function StatusChip({ status, label, testId }: Props) {
  return <TintedChip {...LOOK[status]} label={label} testId={testId} status={status} />;
}
