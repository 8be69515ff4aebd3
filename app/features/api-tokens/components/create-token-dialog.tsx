import type { CreateApiTokenInput } from '../../../../shared/schemas/api-tokens';
import { FormDialog } from '../../../components/form-dialog';
import { CreateTokenForm } from './create-token-form';

type Props = {
  /** A new object each time the dialog opens (so its form starts clean); null keeps it closed. */
  opening: object | null;
  onClose: () => void;
  onExited?: () => void;
  /** Makes the token; throws when that failed (the dialog stays open with the reason). */
  onConfirm: (input: CreateApiTokenInput) => Promise<void>;
};

/** The "Create token" dialog. */
export function CreateTokenDialog({ opening, ...dialog }: Props) {
  return (
    <FormDialog subject={opening} {...dialog} testId="create-token-dialog">
      {(_shown, slots) => <CreateTokenForm {...slots} />}
    </FormDialog>
  );
}
