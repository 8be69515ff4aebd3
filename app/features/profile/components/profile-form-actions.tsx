import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

type Props = {
  error?: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** A secondary button beside the submit one (Cancel, Use another number). */
  secondary?: { label: string; onClick: () => void };
};

/** A profile form's last row: its form-level error, the submit button and an optional secondary one. */
export function ProfileFormActions({ error, pending, label, pendingLabel, secondary }: Props) {
  return (
    <>
      {error && (
        <Alert severity="error" data-testid="form-error">
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button type="submit" variant="contained" disabled={pending} sx={{ minWidth: { sm: 160 } }}>
          {pending ? pendingLabel : label}
        </Button>
        {secondary && (
          <Button variant="text" onClick={secondary.onClick} disabled={pending}>
            {secondary.label}
          </Button>
        )}
      </Stack>
    </>
  );
}
