import type { AdminPlan, PlanChange, PlanInput } from '../../../../shared/schemas/plans';
import { FormDialog } from '../../../components/form-dialog';
import { PlanFormBody } from './plan-form';

type Props = {
  /** `{ plan: null }` adds a new one; null keeps the dialog closed. */
  editing: { plan: AdminPlan | null } | null;
  onClose: () => void;
  onExited?: () => void;
  onConfirm: (body: PlanInput | PlanChange) => Promise<void>;
};

/** The add/edit dialog of a plan; each time it opens, its form starts clean. */
export function PlanFormDialog({ editing, ...dialog }: Props) {
  return (
    <FormDialog subject={editing} {...dialog} testId="plan-form-dialog">
      {({ plan }, slots) => <PlanFormBody plan={plan} {...slots} />}
    </FormDialog>
  );
}
