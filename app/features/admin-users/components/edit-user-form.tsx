import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type AdminUser, UpdateUserInput } from '../../../../shared/schemas/admin-users';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';
import { UserFields } from './user-fields';

// Every field is filled in here (the API takes any of them).
const EditUserSchema = UpdateUserInput.pick({ name: true, email: true, role: true }).required();
type EditUserValues = z.input<typeof EditUserSchema>;
export type EditUserChange = z.output<typeof EditUserSchema>;
const FIELDS = ['name', 'email', 'role'] as const;

type Props = FormDialogSlots<EditUserChange> & { person: AdminUser; isSelf: boolean };

/** Name, email and role of a person; on the admin's own account the role stays. */
export function EditUserForm({ person, isSelf, ...slots }: Props) {
  const { t } = useTranslation('adminUsers');
  const form = useForm<EditUserValues, unknown, EditUserChange>({
    resolver: zodResolver(EditUserSchema),
    mode: 'onTouched',
    defaultValues: { name: person.display_name, email: person.email, role: person.role },
  });

  const submission = useDialogFormSubmit(form, slots.onBusyChange, slots.onConfirm, {
    fallback: t('failure.action'),
    fields: FIELDS,
    codes: {
      EMAIL_TAKEN: 'email',
      DISPLAY_NAME_TAKEN: 'name',
      CANNOT_CHANGE_SELF: 'role',
      LAST_ADMIN: 'role',
    },
  });

  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t('form.editTitle')}
      description={t('form.editBody')}
      buttons={{
        cancelLabel: t('form.cancel'),
        confirmLabel: t('form.save'),
        busyLabel: t('form.saving'),
        confirmTestId: 'confirm-edit-user',
      }}
      testId="edit-user-form"
    >
      <UserFields control={form.control} roleLockedBecause={isSelf ? t('form.selfRoleHint') : undefined} />
    </DialogForm>
  );
}
