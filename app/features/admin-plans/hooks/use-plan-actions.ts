import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminPlan, PlanChange, PlanInput } from '../../../../shared/schemas/plans';
import { failureMessage } from '../../../lib/failure-message';
import { useDeletePlan } from '../api/delete-plan';
import { useSavePlan } from '../api/save-plan';

/** What the admin does in the plans editor, with the toasts that confirm it or say why it failed. */
export function usePlanActions(plans: readonly AdminPlan[]) {
  const { t } = useTranslation('plans');
  const save = useSavePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<{ plan: AdminPlan | null } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  /** For the form dialog: throws on failure, so the form can show why and stay open. */
  const confirmSave = async (body: PlanInput | PlanChange) => {
    const plan = editing?.plan ?? null;
    if (plan) await save.mutateAsync({ id: plan.id, body: body as PlanChange });
    else await save.mutateAsync({ id: null, body: body as PlanInput });
    toast.success(t(plan ? 'toast.updated' : 'toast.created'));
  };

  /** For the delete dialog: throws on failure (a plan in use included), so the dialog can say why. */
  const confirmDelete = async (plan: AdminPlan) => {
    await remove.mutateAsync(plan.id);
    toast.success(t('toast.deleted'));
  };

  const toggleActive = async (plan: AdminPlan) => {
    setBusyIds((current) => new Set([...current, plan.id]));
    try {
      await save.mutateAsync({ id: plan.id, body: { active: !plan.active } });
      toast.success(t(plan.active ? 'toast.deactivated' : 'toast.activated'));
    } catch (error) {
      toast.error(failureMessage(error, t('failure.toggle')));
    } finally {
      setBusyIds((current) => new Set([...current].filter((id) => id !== plan.id)));
    }
  };

  return {
    editing,
    startAdd: () => setEditing({ plan: null }),
    startEdit: (plan: AdminPlan) => setEditing({ plan }),
    closeEdit: () => setEditing(null),
    confirmSave,
    deleting: plans.find((plan) => plan.id === deletingId) ?? null,
    startDelete: (plan: AdminPlan) => setDeletingId(plan.id),
    closeDelete: () => setDeletingId(null),
    confirmDelete,
    toggleActive,
    busyIds,
  };
}
