import { FormDialog } from '../../../components/form-dialog';
import type { UserActionsState } from '../hooks/use-user-actions';
import { AddUserForm } from './add-user-form';
import { DeleteUserForm } from './delete-user-form';
import { EditUserForm } from './edit-user-form';
import { ToggleDisabledForm } from './toggle-disabled-form';

type Props = {
  actions: UserActionsState;
  selfId: string | undefined;
  /** When a dialog has finished closing (focus may need a new place if its row has gone). */
  onExited: () => void;
};

/** The four dialogs of the users page; each starts clean when it opens. */
export function UserDialogs({ actions: { dialogs }, selfId, onExited }: Props) {
  return (
    <>
      <FormDialog {...dialogs.add} onExited={onExited} testId="add-user-dialog">
        {(_shown, slots) => <AddUserForm {...slots} />}
      </FormDialog>
      <FormDialog {...dialogs.edit} onExited={onExited} testId="edit-user-dialog">
        {(person, slots) => <EditUserForm person={person} isSelf={person.id === selfId} {...slots} />}
      </FormDialog>
      <FormDialog {...dialogs.toggle} onExited={onExited} testId="toggle-disabled-dialog">
        {(person, slots) => <ToggleDisabledForm person={person} {...slots} />}
      </FormDialog>
      <FormDialog {...dialogs.delete} onExited={onExited} testId="delete-user-dialog">
        {(person, slots) => <DeleteUserForm person={person} {...slots} />}
      </FormDialog>
    </>
  );
}
