import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MESSAGE_REPORT_REASONS, type MessageReportReason } from '../../../../shared/schemas/message-reports';
import { AppDialog } from '../../../components/app-dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { FailureAlert } from '../../../components/failure-alert';
import { failureMessage } from '../../../lib/failure-message';
import { useReportMessage } from '../api/report-message';

type Props = { messageId: string; open: boolean; onClose: () => void };

/** Report the other person's message: a reason (and words for "other"), to the moderators' queue. */
export function ReportMessageDialog({ messageId, open, onClose }: Props) {
  const { t } = useTranslation(['messages', 'validation']);
  const report = useReportMessage(messageId);
  const [reason, setReason] = useState<MessageReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const bodyId = useId();
  const ready = reason !== '' && (reason !== 'other' || details.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setFailure(null);
    try {
      await report.mutateAsync({ reason, details: details.trim() || undefined });
      toast.success(t('report.sent'));
      onClose();
    } catch (error) {
      setFailure(failureMessage(error, t('composer.failed')));
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      busy={report.isPending}
      titleId={titleId}
      bodyId={bodyId}
      testId="report-message-dialog"
    >
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{t('report.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={bodyId}>{t('report.body')}</DialogContentText>
            <FailureAlert failure={failure} />
            <TextField
              select
              label={t('report.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value as MessageReportReason)}
              required
              slotProps={{ select: { 'data-testid': 'report-message-reason' } as object }}
            >
              {MESSAGE_REPORT_REASONS.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`report.reasons.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={reason === 'other' ? t('report.detailsRequired') : t('report.details')}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              multiline
              minRows={2}
              required={reason === 'other'}
            />
          </Stack>
        </DialogContent>
        <DialogButtons
          busy={report.isPending}
          ready={ready}
          onCancel={onClose}
          cancelLabel={t('report.cancel')}
          confirmLabel={t('report.send')}
          busyLabel={t('report.sending')}
          confirmTestId="report-message-send"
        />
      </form>
    </AppDialog>
  );
}
