import type { Ad } from '../../../../shared/schemas/ads';
import { FormDialog } from '../../../components/form-dialog';
import { ReassignOwnerForm } from './reassign-owner-form';

type Props = {
  /** The ad to give to another person; null keeps the dialog closed. */
  ad: Ad | null;
  onClose: () => void;
  /** When it has finished closing (focus may need a new place if its button has gone). */
  onExited?: () => void;
  /** Reassigns it to the person with this id; throws when that failed. */
  onConfirm: (userId: string) => Promise<void>;
};

/** The reassign-owner dialog; each time it opens, its search starts clean. */
export function ReassignOwnerDialog({ ad, ...dialog }: Props) {
  return (
    <FormDialog subject={ad} {...dialog} testId="reassign-dialog">
      {(shown, slots) => <ReassignOwnerForm ad={shown} {...slots} />}
    </FormDialog>
  );
}
