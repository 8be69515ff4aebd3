import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ReportedAd } from '../../../../shared/schemas/reports';
import { StatusChip } from '../../../components/status-chip';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { AdActionButton } from '../../ads/components/ad-action-button';
import { ReportSignalChips } from './report-signal-chips';

export type ReportedAdHandlers = {
  onDismiss: (ad: ReportedAd) => void;
  onReject: (ad: ReportedAd) => void;
  onDisableOwner: (ad: ReportedAd) => void;
};

type Props = ReportedAdHandlers & { ad: ReportedAd; busy: boolean };

/**
 * One reported ad: its title (a link to it), status, count of reports and their reasons, its author,
 * then each report with its reporter and words; Dismiss, Reject and Disable author. Phones: the
 * buttons below, full width; from md at the right.
 */
export function ReportedAdItem({ ad, busy, onDismiss, onReject, onDisableOwner }: Props) {
  const { t, i18n } = useTranslation('adminReports');
  const reasons = useTranslation('reports').t;
  const language = currentLanguage(i18n.language);
  const titleId = useId();
  const buttonProps = { 'aria-describedby': titleId, disabled: busy, size: 'large' } as const;
  const owner = ad.owner_display_name || t('anonymous');

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-testid="reported-ad"
      data-ad-id={ad.ad_id}
      sx={{
        p: { xs: 2, md: 2.5 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={1.25} sx={{ minWidth: 0 }}>
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          <Link component={RouterLink} to={`/ads/${ad.ad_id}`} color="inherit" underline="hover">
            {ad.title}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <StatusChip status={ad.status} label={t(`status.${ad.status}`)} testId="reported-ad-status" />
          <ReportSignalChips ad={ad} />
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="report-count">
            {t('reportCount', { count: ad.open_reports })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="trusted-report-count">
            {t('trustedReports', { count: ad.trusted_reports })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {ad.reasons.map(({ reason, count }) => (
            <Chip
              key={reason}
              size="small"
              variant="outlined"
              label={`${reasons(`reasons.${reason}`)} · ${count}`}
            />
          ))}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('owner', { name: owner })} ·{' '}
          {t('lastReported', { date: formatDate(ad.last_reported_at, language) })}
        </Typography>
        <Box component="details">
          <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600, py: 0.5 }}>
            {t('reporters')}
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }} data-testid="reports">
            {ad.reports.map((report) => (
              <li key={report.id}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>{reasons(`reasons.${report.reason}`)}</strong>
                  {report.details && ` — ${report.details}`}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('by', {
                    name: report.reporter_display_name || t('anonymous'),
                    date: formatDate(report.created_at, language),
                  })}
                  {!report.reporter_trusted && (
                    <span data-testid="untrusted-reporter"> · {t('untrustedReporter')}</span>
                  )}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row', md: 'column' }}
        spacing={1}
        sx={{ '& > .MuiButton-root': { flex: { sm: 1, md: 'none' } } }}
      >
        <AdActionButton
          kind="approve"
          onClick={() => onDismiss(ad)}
          data-testid="dismiss-reports"
          {...buttonProps}
        >
          {t('dismiss')}
        </AdActionButton>
        <AdActionButton
          kind="reject"
          onClick={() => onReject(ad)}
          data-testid="reject-reported"
          {...buttonProps}
        >
          {t('reject')}
        </AdActionButton>
        {!ad.owner_disabled && (
          <AdActionButton
            kind="delete"
            onClick={() => onDisableOwner(ad)}
            data-testid="disable-owner"
            {...buttonProps}
          >
            {t('disableOwner')}
          </AdActionButton>
        )}
      </Stack>
    </Card>
  );
}
