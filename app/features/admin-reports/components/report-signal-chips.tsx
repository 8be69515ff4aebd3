import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportedAd } from '../../../../shared/schemas/reports';
import { type ChipTone, TintedChip } from '../../../components/tinted-chip';

type Signal = {
  status: string;
  tone: ChipTone;
  Icon: ComponentType<SvgIconProps>;
  label: string;
  testId: string;
};

/**
 * A reported ad's state beside its status: hidden by reports, author disabled, why reports never
 * hide it (staff, sponsored, paid), and a burst of untrusted reporters' reports (docs/decisions/028).
 */
export function ReportSignalChips({ ad }: { ad: ReportedAd }) {
  const { t } = useTranslation('adminReports');
  const signals: (Signal | false)[] = [
    ad.hidden_by_reports && {
      status: 'hidden',
      tone: 'warning',
      Icon: VisibilityOffOutlinedIcon,
      label: t('hiddenChip'),
      testId: 'hidden-by-reports',
    },
    ad.owner_disabled && {
      status: 'disabled',
      tone: 'error',
      Icon: BlockOutlinedIcon,
      label: t('ownerDisabled'),
      testId: 'owner-disabled',
    },
    ...ad.exempt_from_hiding.map(
      (exemption): Signal => ({
        status: exemption,
        tone: 'info',
        Icon: ShieldOutlinedIcon,
        label: t(`exempt.${exemption}`),
        testId: 'exempt-from-hiding',
      }),
    ),
    ad.report_burst && {
      status: 'burst',
      tone: 'error',
      Icon: BoltOutlinedIcon,
      label: t('burst'),
      testId: 'report-burst',
    },
  ];
  return signals.map(
    (signal) =>
      signal && (
        <TintedChip
          key={signal.status}
          tone={signal.tone}
          icon={<signal.Icon aria-hidden />}
          label={signal.label}
          testId={signal.testId}
          status={signal.status}
        />
      ),
  );
}
