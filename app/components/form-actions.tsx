import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A form's last row: its form-level error, if any, and the submit button (relabelled while pending). */
export function FormActions(props: {
  error?: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      {props.error && (
        <Alert severity="error" data-testid="form-error">
          {props.error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={props.pending}>
        {props.pending ? props.pendingLabel : props.label}
      </Button>
    </>
  );
}
