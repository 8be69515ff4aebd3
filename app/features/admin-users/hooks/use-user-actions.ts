import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminUser, CreateUserInput } from '../../../../shared/schemas/admin-users';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import type { EditUserChange } from '../components/edit-user-form';

/** What the add dialog is about: nobody yet. */
export const NEW_USER = {} as const;

/**
 * The dialogs of the users page (add, edit, disable/enable, delete), which one is open and for whom,
 * and the changes they confirm, each followed by its toast. The confirm functions throw on failure,
 * so the dialog can say why and stay open. `busyIds` are the people with a change on its way.
 */
export function useUserActions() {
  const { t } = useTranslation('adminUsers');
  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<typeof NEW_USER | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  async function tracked<T>(id: string, work: () => Promise<T>): Promise<T> {
    setBusyIds((current) => new Set([...current, id]));
    try {
      return await work();
    } finally {
      setBusyIds((current) => new Set([...current].filter((busy) => busy !== id)));
    }
  }

  const confirmAdd = async (input: CreateUserInput) => {
    await create.mutateAsync(input);
    toast.success(t('toast.added'));
  };
  const confirmEdit = async (change: EditUserChange) => {
    if (!editing) return;
    const { id } = editing;
    await tracked(id, () => update.mutateAsync({ id, change }));
    toast.success(t('toast.updated'));
  };
  const confirmToggle = async () => {
    if (!toggling) return;
    const { id } = toggling;
    const disabled = !toggling.disabled;
    await tracked(id, () => update.mutateAsync({ id, change: { disabled } }));
    toast.success(disabled ? t('toast.disabled') : t('toast.enabled'));
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const { id } = deleting;
    await tracked(id, () => remove.mutateAsync(id));
    toast.success(t('toast.deleted'));
  };

  return {
    busyIds,
    add: () => setAdding(NEW_USER),
    edit: setEditing,
    toggleDisabled: setToggling,
    remove: setDeleting,
    /** Each dialog's FormDialog props: whom it is about (null: closed), its Cancel and its confirm. */
    dialogs: {
      add: { subject: adding, onClose: () => setAdding(null), onConfirm: confirmAdd },
      edit: { subject: editing, onClose: () => setEditing(null), onConfirm: confirmEdit },
      toggle: { subject: toggling, onClose: () => setToggling(null), onConfirm: confirmToggle },
      delete: { subject: deleting, onClose: () => setDeleting(null), onConfirm: confirmDelete },
    },
  };
}

export type UserActionsState = ReturnType<typeof useUserActions>;
