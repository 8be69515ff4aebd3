import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import type { Ad } from '../../../../shared/schemas/ads';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { ReasonField, useReasonForm } from '../../../components/reason-field';
import { currentLanguage } from '../../../lib/i18n';
import { REJECTION_REASON_MAX, reasonText, templateOf } from '../utils/rejection-reasons';
import { ReasonPicker } from './reason-picker';

type Props = FormDialogSlots<string | null> & { ads: Pick<Ad, 'title'>[] };

/** An optional reason (typed, or a common one in the language the owner reads), then Reject. */
export function RejectForm({ ads, ...slots }: Props) {
  const { t, i18n } = useTranslation('adminAds');
  const [language, setLanguage] = useState<Language>(currentLanguage(i18n.language));
  const { form, reason, submission } = useReasonForm(slots, {
    fallback: t('failure.action'),
    aliases: { rejection_reason: 'reason' },
  });
  const single = ads.length === 1 ? ads[0] : undefined;

  // A common reason follows the language switch; a typed one stays as it is.
  const changeLanguage = (next: Language) => {
    const template = templateOf(i18n, reason);
    if (template) form.setValue('reason', reasonText(i18n, template.template, next));
    setLanguage(next);
  };

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
        chosen={templateOf(i18n, reason)?.template ?? null}
        onPick={(text) => form.setValue('reason', text)}
      />
      <ReasonField
        form={form}
        label={t('rejectDialog.reason')}
        hint={(count) => t('rejectDialog.reasonHint', { count, max: REJECTION_REASON_MAX })}
        max={REJECTION_REASON_MAX}
        minRows={3}
        lang={language}
        testId="reject-reason"
      />
    </DialogForm>
  );
}
