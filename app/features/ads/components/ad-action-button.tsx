import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';

const LOOKS = {
  approve: { variant: 'contained', color: 'success', startIcon: <CheckIcon aria-hidden /> },
  reject: { variant: 'outlined', color: 'error', startIcon: <CloseIcon aria-hidden /> },
  edit: { variant: 'outlined', startIcon: <EditOutlinedIcon aria-hidden /> },
  delete: { variant: 'outlined', color: 'error', startIcon: <DeleteOutlinedIcon aria-hidden /> },
  renew: { variant: 'contained', startIcon: <AutorenewIcon aria-hidden /> },
} satisfies Record<string, ButtonProps>;

type Props = ButtonProps & { kind: keyof typeof LOOKS };

/** Approve, Reject, Edit, Delete or Renew an ad: each in the same colour and with the same icon wherever it is offered. */
export function AdActionButton({ kind, ...props }: Props) {
  return <Button {...LOOKS[kind]} {...props} />;
}
