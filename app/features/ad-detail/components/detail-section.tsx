import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = { heading: string; testId: string; children: ReactNode };

/** A titled, outlined section beside the ad (Share, Manage), named by its heading. */
export function DetailSection({ heading, testId, children }: Props) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: '20px' }}
    >
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
