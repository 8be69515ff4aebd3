import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogAction } from '../../../lib/use-dialog-action';
import { useItemName } from '../hooks/use-item-name';
import type { CatalogItem, CatalogKind } from '../utils/catalog-kind';

type Props = FormDialogSlots<CatalogItem | undefined> & {
  kind: CatalogKind;
  item: CatalogItem;
  others: readonly CatalogItem[];
};

/** The dialog's content: what happens, where the ads go (when it holds any), Cancel and Delete. */
export function DeleteForm({ kind, item, others, ...slots }: Props) {
  const { t, i18n } = useTranslation('adminCatalog');
  const nameOf = useItemName();
  const [targetId, setTargetId] = useState('');
  const name = nameOf(item);
  const count = item.ad_count;
  const choices = useMemo(
    () => [...others].sort((a, b) => nameOf(a).localeCompare(nameOf(b), i18n.language)),
    [others, nameOf, i18n.language],
  );
  const target = choices.find((other) => other.id === targetId);
  const canMove = count === 0 || choices.length > 0;

  // With ads, they need somewhere to go first.
  const action =
    count === 0 ? () => slots.onConfirm(undefined) : target ? () => slots.onConfirm(target) : null;
  const submission = useDialogAction(slots.onBusyChange, t('failure.delete'), action);

  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t(`${kind}.deleteDialog.title`)}
      description={
        count === 0
          ? t(`${kind}.deleteDialog.body`, { name })
          : t(`${kind}.deleteDialog.hasAds`, { name, count })
      }
      descriptionTestId="delete-explanation"
      buttons={{
        cancelLabel: t('deleteDialog.cancel'),
        confirmLabel: count > 0 ? t('deleteDialog.confirmMove') : t('deleteDialog.confirm'),
        busyLabel: t('deleteDialog.working'),
        ready: count === 0 || Boolean(target),
        confirmHidden: !canMove,
        color: 'error',
        confirmTestId: 'confirm-delete',
      }}
    >
      {count > 0 && choices.length > 0 && (
        <TextField
          select
          label={t(`${kind}.deleteDialog.moveTo`)}
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
          required
          fullWidth
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'move-to-select' } as object } }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {nameOf(choice)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {count > 0 && choices.length === 0 && (
        <Alert severity="info" variant="outlined" sx={{ borderRadius: '12px' }}>
          {t(`${kind}.deleteDialog.noOther`)}
        </Alert>
      )}
    </DialogForm>
  );
}
