import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One card a row on phones (each carries a full-width button), up to 4 on wide screens. */
export function EventGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
