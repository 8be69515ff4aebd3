import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CreateUserForm, CreateUserInput } from '../../../../shared/schemas/admin-users';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';
import { UserFields } from './user-fields';

const FIELDS = ['name', 'email', 'password', 'role'] as const;

/** Name, email, password (show/hide) and role of a new account. */
export function AddUserForm(slots: FormDialogSlots<CreateUserInput>) {
  const { t } = useTranslation('adminUsers');
  const form = useForm<CreateUserForm, unknown, CreateUserInput>({
    resolver: zodResolver(CreateUserInput),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', role: 'user' },
  });

  const submission = useDialogFormSubmit(form, slots.onBusyChange, slots.onConfirm, {
    fallback: t('failure.action'),
    fields: FIELDS,
    codes: { EMAIL_TAKEN: 'email', DISPLAY_NAME_TAKEN: 'name' },
  });

  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t('form.addTitle')}
      description={t('form.addBody')}
      buttons={{
        cancelLabel: t('form.cancel'),
        confirmLabel: t('form.create'),
        busyLabel: t('form.creating'),
        confirmTestId: 'confirm-add-user',
      }}
      testId="add-user-form"
    >
      <UserFields control={form.control} withPassword />
    </DialogForm>
  );
}
