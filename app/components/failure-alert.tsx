import Alert from '@mui/material/Alert';

/** What went wrong, announced at once; nothing while `failure` is empty. */
export function FailureAlert({ failure, mt }: { failure: string | null | undefined; mt?: number }) {
  if (!failure) return null;
  return (
    <Alert severity="error" variant="outlined" role="alert" sx={{ mt, borderRadius: '12px' }}>
      {failure}
    </Alert>
  );
}
