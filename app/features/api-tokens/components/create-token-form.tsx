import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  API_TOKEN_NAME_MAX,
  type ApiTokenScope,
  type CreateApiTokenInput,
} from '../../../../shared/schemas/api-tokens';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useFieldErrorText } from '../../../components/form-text-field';
import { endOfDayIso, todayForInput } from '../../../lib/date-time';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';
import type { PersonSummary } from '../../people/api/search-people';
import { PersonPicker } from '../../people/components/person-picker';
import { usePersonSearchTexts } from '../../people/hooks/use-person-search-texts';
import { ScopeFields } from './scope-fields';

type Values = { name: string; scopes: ApiTokenScope[]; person: PersonSummary | null; expires: string };

/** Name, permissions, the person it acts as (the admin by default) and an optional last day. */
export function CreateTokenForm(slots: FormDialogSlots<CreateApiTokenInput>) {
  const { t } = useTranslation('adminTokens');
  const errorText = useFieldErrorText();
  const pickerTexts = usePersonSearchTexts();
  const form = useForm<Values>({ defaultValues: { name: '', scopes: ['read'], person: null, expires: '' } });
  const { errors } = form.formState;
  const today = todayForInput();
  const submission = useDialogFormSubmit(
    form,
    slots.onBusyChange,
    (values) =>
      slots.onConfirm({
        name: values.name.trim(),
        scopes: values.scopes,
        ...(values.person ? { user_id: values.person.id } : {}),
        expires_at: values.expires ? endOfDayIso(values.expires) : null,
      }),
    {
      fallback: t('form.failed'),
      fields: ['name', 'scopes', 'person', 'expires'] as const,
      aliases: { user_id: 'person', expires_at: 'expires', 'scopes.0': 'scopes' },
    },
  );

  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t('form.title')}
      description={t('subtitle')}
      buttons={{
        cancelLabel: t('form.cancel'),
        confirmLabel: t('form.submit'),
        busyLabel: t('form.working'),
        confirmTestId: 'confirm-create-token',
      }}
      testId="create-token-form"
    >
      <TextField
        {...form.register('name', {
          validate: (v) => v.trim().length > 0 || t('form.nameRequired'),
        })}
        label={t('form.name')}
        helperText={errorText(errors.name?.message) ?? t('form.nameHelp')}
        error={Boolean(errors.name)}
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: API_TOKEN_NAME_MAX, 'data-testid': 'token-name' } }}
      />
      <Controller
        control={form.control}
        name="scopes"
        rules={{ validate: (v) => v.length > 0 || t('form.scopesRequired') }}
        render={({ field, fieldState }) => (
          <ScopeFields
            value={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="person"
        render={({ field, fieldState }) => (
          <PersonPicker
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            label={t('form.person')}
            placeholder={t('form.personPlaceholder')}
            helperText={errorText(fieldState.error?.message) ?? t('form.personHelp')}
            texts={pickerTexts}
            testId="token-person"
          />
        )}
      />
      <TextField
        {...form.register('expires', {
          validate: (v) => !v || v >= today || t('form.expiresPast'),
        })}
        type="date"
        label={t('form.expires')}
        helperText={errorText(errors.expires?.message) ?? t('form.expiresHelp')}
        error={Boolean(errors.expires)}
        fullWidth
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: today, 'data-testid': 'token-expires' },
        }}
      />
    </DialogForm>
  );
}
