import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = {
  heading: ReactNode;
  testId?: string;
  /** The section's padding. */
  sx?: SxProps<Theme>;
  /** The space under the heading. */
  headingSx?: SxProps<Theme>;
  children: ReactNode;
};

/** An outlined, rounded section named by its heading (an h2). */
export function TitledSection({ heading, testId, sx, headingSx, children }: Props) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={[{ borderRadius: '20px' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography variant="h6" component="h2" id={headingId} sx={headingSx}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
