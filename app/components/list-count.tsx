import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** How many items a list shows, read out again when it changes. */
export function ListCount({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite" data-testid={testId}>
      {children}
    </Typography>
  );
}
