import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../components/form-text-field';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** Why the role cannot be changed here (the admin's own account), shown under the field. */
  lockedBecause?: string;
};

/** Admin or User. */
export function RoleField<T extends FieldValues, O>({ control, name, lockedBecause }: Props<T, O>) {
  const { t } = useTranslation('adminUsers');
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      label={t('form.role')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={Boolean(lockedBecause)}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error?.message) ?? lockedBecause}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'user-role' } as object } }}
    >
      <MenuItem value="user">{t('roles.user')}</MenuItem>
      <MenuItem value="admin">{t('roles.admin')}</MenuItem>
    </TextField>
  );
}
