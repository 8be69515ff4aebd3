import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import type { Ad } from '../../../../shared/schemas/ads';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { currentLanguage } from '../../../lib/i18n';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';
import { REJECTION_REASON_MAX, reasonText, templateOf } from '../utils/rejection-reasons';
import { ReasonPicker } from './reason-picker';

type Props = FormDialogSlots<string | null> & { ads: Ad[] };

/** An optional reason (typed, or a common one in the language the owner reads), then Reject. */
export function RejectForm({ ads, ...slots }: Props) {
  const { t, i18n } = useTranslation('adminAds');
  const [language, setLanguage] = useState<Language>(currentLanguage(i18n.language));
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const single = ads.length === 1 ? ads[0] : undefined;

  // A common reason follows the language switch; a typed one stays as it is.
  const changeLanguage = (next: Language) => {
    const template = templateOf(reason);
    if (template) form.setValue('reason', reasonText(template.template, next));
    setLanguage(next);
  };
  const submission = useDialogFormSubmit(
    form,
    slots.onBusyChange,
    ({ reason: text }) => slots.onConfirm(text.trim() || null),
    {
      fallback: t('failure.action'),
      fields: ['reason'] as const,
      aliases: { rejection_reason: 'reason' },
    },
  );

  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={single ? t('rejectDialog.title') : t('rejectDialog.titleMany', { count: ads.length })}
      description={
        <>
          {single && <strong>{`${single.title}. `}</strong>}
          {t('rejectDialog.body')}
        </>
      }
      buttons={{
        cancelLabel: t('rejectDialog.cancel'),
        confirmLabel: t('rejectDialog.confirm'),
        busyLabel: t('rejectDialog.working'),
        color: 'error',
        confirmTestId: 'confirm-reject',
      }}
    >
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
    </DialogForm>
  );
}
