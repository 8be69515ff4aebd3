import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Responsive grid: 2 columns on phones, up to 4 on wide screens. */
export function AdGridLayout({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2, md: 3 },
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(160px, 1fr))',
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
