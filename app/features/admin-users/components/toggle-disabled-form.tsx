import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogAction } from '../../../lib/use-dialog-action';

type Props = FormDialogSlots<void> & { person: AdminUser };

/** "Disable …?" (they are signed out, their ads hidden) or "Enable …?", and the button that does it. */
export function ToggleDisabledForm({ person, ...slots }: Props) {
  const { t } = useTranslation('adminUsers');
  const submission = useDialogAction(slots.onBusyChange, t('failure.action'), slots.onConfirm);
  const texts = person.disabled ? 'enableDialog' : 'disableDialog';

  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t(`${texts}.title`, { name: person.display_name })}
      description={t(`${texts}.body`)}
      spacing={2}
      buttons={{
        cancelLabel: t('form.cancel'),
        confirmLabel: t(`${texts}.confirm`),
        busyLabel: t(`${texts}.working`),
        color: person.disabled ? 'primary' : 'error',
        confirmTestId: 'confirm-toggle-disabled',
      }}
      testId="toggle-disabled-form"
    />
  );
}
