import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogAction } from '../../../lib/use-dialog-action';

type Props = FormDialogSlots<void> & { person: AdminUser };

/** What goes with the person (their N ads and photos); the admin types their email to confirm. */
export function DeleteUserForm({ person, ...slots }: Props) {
  const { t } = useTranslation('adminUsers');
  const [typed, setTyped] = useState('');
  const hintId = useId();
  const confirmed = typed.trim().toLowerCase() === person.email.toLowerCase();
  const submission = useDialogAction(
    slots.onBusyChange,
    t('failure.action'),
    confirmed ? slots.onConfirm : null,
  );

  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t('deleteDialog.title', { name: person.display_name })}
      description={t('deleteDialog.body', { email: person.email })}
      note={
        <DialogContentText
          sx={person.ad_count > 0 ? { mt: 1, fontWeight: 600, color: 'error.main' } : { mt: 1 }}
          data-testid="delete-ads-note"
        >
          {person.ad_count > 0 ? t('deleteDialog.ads', { count: person.ad_count }) : t('deleteDialog.noAds')}
        </DialogContentText>
      }
      spacing={2}
      buttons={{
        cancelLabel: t('form.cancel'),
        confirmLabel: t('deleteDialog.confirm'),
        busyLabel: t('deleteDialog.working'),
        ready: confirmed,
        color: 'error',
        confirmTestId: 'confirm-delete-user',
      }}
      testId="delete-user-form"
    >
      <Typography id={hintId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('deleteDialog.typeToConfirm', { email: person.email })}
      </Typography>
      <TextField
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        label={t('deleteDialog.typeLabel')}
        type="email"
        autoComplete="off"
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { 'aria-describedby': hintId, 'data-testid': 'delete-confirm-email' } }}
      />
    </DialogForm>
  );
}
