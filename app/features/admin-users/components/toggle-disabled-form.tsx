import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogAction } from '../../../lib/use-dialog-action';

type Props = FormDialogSlots<void> & { person: AdminUser };

/** "Disable …?" (they are signed out, their ads hidden) or "Enable …?", and the button that does it. */
export function ToggleDisabledForm({ person, titleId, bodyId, onBusyChange, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('adminUsers');
  const { busy, failure, submit } = useDialogAction(onBusyChange, t('failure.action'));
  const texts = person.disabled ? 'enableDialog' : 'disableDialog';

  return (
    <DialogForm
      titleId={titleId}
      bodyId={bodyId}
      title={t(`${texts}.title`, { name: person.display_name })}
      description={t(`${texts}.body`)}
      failure={failure}
      onSubmit={(event) => void submit(event, onConfirm)}
      spacing={2}
      buttons={{
        busy,
        onCancel,
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
