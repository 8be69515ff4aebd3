import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { DialogButtons, type DialogButtonsProps } from './dialog-buttons';
import { FailureAlert } from './failure-alert';

type Props = {
  titleId: string;
  bodyId: string;
  title: ReactNode;
  /** What the form is for, under the title (it describes the dialog). */
  description: ReactNode;
  descriptionTestId?: string;
  /** More of the description, below it. */
  note?: ReactNode;
  /** The line for what went wrong outside the fields. */
  failure: string | null | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  buttons: Omit<DialogButtonsProps, 'onConfirm'>;
  spacing?: number;
  testId?: string;
  children?: ReactNode;
};

/** A form in a dialog: title, description, fields, a failure line, Cancel and submit. */
export function DialogForm({
  titleId,
  bodyId,
  title,
  description,
  descriptionTestId,
  note,
  failure,
  onSubmit,
  buttons,
  spacing = 2.5,
  testId,
  children,
}: Props) {
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
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
      <DialogButtons {...buttons} />
    </form>
  );
}
