import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportedAd } from '../../../../shared/schemas/reports';
import { TintedChip } from '../../../components/tinted-chip';

type ChipProps = ComponentProps<typeof TintedChip>;

/**
 * A reported ad's state beside its status: hidden by reports, author disabled, why reports never
 * hide it (staff, sponsored, paid), and a burst of untrusted reporters' reports (docs/decisions/028).
 */
export function ReportSignalChips({ ad }: { ad: ReportedAd }) {
  const { t } = useTranslation('adminReports');
  const chips: (ChipProps & { key: string })[] = [];
  if (ad.hidden_by_reports)
    chips.push({
      key: 'hidden',
      tone: 'warning',
      icon: <VisibilityOffOutlinedIcon aria-hidden />,
      label: t('hiddenChip'),
      testId: 'hidden-by-reports',
      status: 'hidden',
    });
  if (ad.owner_disabled)
    chips.push({
      key: 'disabled',
      tone: 'error',
      icon: <BlockOutlinedIcon aria-hidden />,
      label: t('ownerDisabled'),
      testId: 'owner-disabled',
      status: 'disabled',
    });
  for (const exemption of ad.exempt_from_hiding)
    chips.push({
      key: exemption,
      tone: 'info',
      icon: <ShieldOutlinedIcon aria-hidden />,
      label: t(`exempt.${exemption}`),
      testId: 'exempt-from-hiding',
      status: exemption,
    });
  if (ad.report_burst)
    chips.push({
      key: 'burst',
      tone: 'error',
      icon: <BoltOutlinedIcon aria-hidden />,
      label: t('burst'),
      testId: 'report-burst',
      status: 'burst',
    });
  return chips.map(({ key, ...chip }) => <TintedChip key={key} {...chip} />);
}
