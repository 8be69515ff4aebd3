import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ReportInput } from '../../../../shared/schemas/reports';
import { FormDialog } from '../../../components/form-dialog';
import { useReportAd } from '../api/report-ad';
import { ReportForm } from './report-form';

type Props = {
  ad: { id: string; title: string };
  /** A visitor is sent to sign in and brought back to the ad; the owner sees nothing. */
  viewer: 'visitor' | 'owner' | 'other';
};

/** "Report this ad": a dialog with the reasons; once sent, a thank-you line in its place. */
export function ReportAd({ ad, viewer }: Props) {
  const { t } = useTranslation('reports');
  const location = useLocation();
  const report = useReportAd(ad.id);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (viewer === 'owner') return null;
  if (sent)
    return (
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }} data-testid="report-sent">
        {t('sent')}
      </Typography>
    );
  const button = {
    variant: 'text',
    color: 'inherit',
    startIcon: <FlagOutlinedIcon aria-hidden />,
    sx: { alignSelf: 'flex-start', color: 'text.secondary' },
    'data-testid': 'report-ad',
  } as const;
  if (viewer === 'visitor')
    return (
      <Button {...button} component={RouterLink} to="/login" state={{ from: location }}>
        {t('button')}
      </Button>
    );
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <FormDialog
        subject={open ? ad : null}
        onClose={() => setOpen(false)}
        onConfirm={async (input: ReportInput) => {
          await report.mutateAsync(input);
          setSent(true);
        }}
        testId="report-dialog"
      >
        {(shown, slots) => <ReportForm title={shown.title} {...slots} />}
      </FormDialog>
    </>
  );
}
