import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { RoleField } from './role-field';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  /** A new account's password (show/hide) between the email and the role. */
  withPassword?: boolean;
  /** Why the role cannot be changed here (the admin's own account). */
  roleLockedBecause?: string;
};

/** A person's name, email, (password) and role, as the add and edit forms ask for them. */
export function UserFields<T extends FieldValues, O>({
  control,
  withPassword,
  roleLockedBecause,
}: Props<T, O>) {
  const { t } = useTranslation('adminUsers');
  const field = (name: 'name' | 'email' | 'password' | 'role') => name as Path<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={field('name')}
        label={t('form.name')}
        helperText={t('form.nameHint')}
        autoComplete="off"
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormTextField
        control={control}
        name={field('email')}
        type="email"
        label={t('form.email')}
        autoComplete="off"
        required
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      {withPassword && (
        <PasswordField
          control={control}
          name={field('password')}
          label={t('form.password')}
          helperText={t('form.passwordHint')}
          autoComplete="new-password"
          required
        />
      )}
      <RoleField control={control} name={field('role')} lockedBecause={roleLockedBecause} />
    </>
  );
}
