import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { DialogButtons, type DialogButtonsProps } from './dialog-buttons';
import { FailureAlert } from './failure-alert';
import type { FormDialogSlots } from './form-dialog';

/** A dialog form's submit and its state, as useDialogFormSubmit and useDialogAction give them. */
export type DialogSubmission = {
  busy: boolean;
  /** The line for what went wrong outside the fields. */
  failure: string | null | undefined;
  submit: FormEventHandler<HTMLFormElement>;
};

type Props = {
  /** The ids that name the dialog and its Cancel, as FormDialog hands them to the form. */
  slots: Pick<FormDialogSlots<never>, 'titleId' | 'bodyId' | 'onCancel'>;
  submission: DialogSubmission;
  title: ReactNode;
  /** What the form is for, under the title (it describes the dialog). */
  description: ReactNode;
  descriptionTestId?: string;
  /** More of the description, below it. */
  note?: ReactNode;
  buttons: Omit<DialogButtonsProps, 'busy' | 'onCancel' | 'onConfirm'>;
  spacing?: number;
  testId?: string;
  children?: ReactNode;
};

/** A form in a dialog: title, description, fields, a failure line, Cancel and submit. */
export function DialogForm({
  slots: { titleId, bodyId, onCancel },
  submission: { busy, failure, submit },
  title,
  description,
  descriptionTestId,
  note,
  buttons,
  spacing = 2.5,
  testId,
  children,
}: Props) {
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={spacing}>
          <div id={bodyId}>
            <DialogContentText sx={{ overflowWrap: 'anywhere' }} data-testid={descriptionTestId}>
              {description}
            </DialogContentText>
            {note}
          </div>
          {children}
          <FailureAlert failure={failure} />
        </Stack>
      </DialogContent>
      <DialogButtons busy={busy} onCancel={onCancel} {...buttons} />
    </form>
  );
}
