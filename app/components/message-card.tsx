import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** The centred card that whole-page messages (coming soon, not found) sit in. */
export function MessageCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      sx={{
        maxWidth: 640,
        mx: 'auto',
        my: { xs: 4, md: 8 },
        p: { xs: 3, md: 6 },
        textAlign: 'center',
        borderRadius: '20px',
      }}
    >
      {children}
    </Paper>
  );
}
