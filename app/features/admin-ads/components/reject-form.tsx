import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import type { Ad } from '../../../../shared/schemas/ads';
import { currentLanguage } from '../../../lib/i18n';
import { reportFailure } from '../../../lib/report-failure';
import { REJECTION_REASON_MAX, reasonText, templateOf } from '../utils/rejection-reasons';
import { FormDialogActions } from './form-dialog-actions';
import { ReasonPicker } from './reason-picker';

type Props = {
  ads: Ad[];
  titleId: string;
  bodyId: string;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onConfirm: (reason: string | null) => Promise<void>;
};

/** An optional reason (typed, or a common one in the language the owner reads), then Reject. */
export function RejectForm({ ads, titleId, bodyId, onBusyChange, onCancel, onConfirm }: Props) {
  const { t, i18n } = useTranslation('adminAds');
  const [language, setLanguage] = useState<Language>(currentLanguage(i18n.language));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const busy = form.formState.isSubmitting;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const single = ads.length === 1 ? ads[0] : undefined;

  // A common reason follows the language switch; a typed one stays as it is.
  const changeLanguage = (next: Language) => {
    const template = templateOf(reason);
    if (template) form.setValue('reason', reasonText(template.template, next));
    setLanguage(next);
  };
  const submit = form.handleSubmit(async ({ reason: text }) => {
    setFailure(null);
    try {
      await onConfirm(text.trim() || null);
    } catch (error) {
      const fields = ['reason'] as const;
      setFailure(
        reportFailure(error, {
          fallback: t('failure.action'),
          fields,
          aliases: { rejection_reason: 'reason' },
          setError: form.setError,
        }),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>
        {single ? t('rejectDialog.title') : t('rejectDialog.titleMany', { count: ads.length })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
            {single && <strong>{`${single.title}. `}</strong>}
            {t('rejectDialog.body')}
          </DialogContentText>
          <ReasonPicker
            language={language}
            onLanguageChange={changeLanguage}
            chosen={templateOf(reason)?.template ?? null}
            onPick={(text) => form.setValue('reason', text)}
          />
          <TextField
            {...form.register('reason')}
            // Controlled, so a reason filled in from a template shows at once (and lifts the label).
            value={reason}
            label={t('rejectDialog.reason')}
            multiline
            minRows={3}
            fullWidth
            error={Boolean(form.formState.errors.reason)}
            helperText={
              form.formState.errors.reason?.message ??
              t('rejectDialog.reasonHint', { count: reason.length, max: REJECTION_REASON_MAX })
            }
            slotProps={{
              htmlInput: { maxLength: REJECTION_REASON_MAX, lang: language, 'data-testid': 'reject-reason' },
            }}
          />
          {failure && (
            <Alert severity="error" variant="outlined" role="alert" sx={{ borderRadius: '12px' }}>
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <FormDialogActions
        texts="rejectDialog"
        busy={busy}
        onCancel={onCancel}
        color="error"
        confirmTestId="confirm-reject"
      />
    </form>
  );
}
